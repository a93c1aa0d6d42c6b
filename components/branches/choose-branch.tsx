"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { chooseService, useBrandStores, useOrder } from "@/lib/client/stores/brand-stores";
import { screenService, type BranchScreen } from "@/lib/domain/routing/branch-screens";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { branchPath } from "@/lib/domain/routing/paths";
import { bookingPath } from "@/lib/domain/bookings/booking-paths";
import { withChoices } from "@/lib/domain/routing/url-choices";

interface Props {
  screen: BranchScreen;
  branch: { slug: string; name: string; services: ServiceKey[]; active: boolean };
}

/**
 * The branch card's action. A branch that is inactive or lacks the service says so (product §8 "branch
 * inactive", "service not available for branch") instead of letting the diner order there.
 */
export function ChooseBranch({ screen, branch }: Props) {
  const t = useTranslations();
  const stores = useBrandStores();
  const service = screenService(screen, useOrder((s) => s.service));
  if (!branch.active) return <p className="alert-text">{t("alerts.branchInactive")}</p>;
  if (service && !branch.services.includes(service)) return <p className="alert-text">{t("alerts.serviceNotAvailable")}</p>;
  const label = screen === "book" ? t("branches.book", { name: branch.name }) : t("branches.choose", { name: branch.name });
  return (
    <IntentLink
      href={screen === "book" ? bookingPath(branch.slug) : withChoices(branchPath(branch.slug), { service })}
      className="btn-primary w-full"
      onClick={() => {
        if (service) chooseService(stores, service);
        stores.order.getState().chooseSupplier(branch.slug);
      }}
    >
      {label}
    </IntentLink>
  );
}
