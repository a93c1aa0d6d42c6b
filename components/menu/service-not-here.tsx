"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { chooseService, useBrandStores } from "@/lib/client/stores/brand-stores";
import { serviceEntryPath } from "@/lib/domain/routing/navigation";
import type { ServiceKey } from "@/lib/domain/brand/services";

/**
 * Product §8 "service not available for branch": the diner chose a service this branch does not offer (a scheduled
 * order, say, opened at a branch that orders only for now). Said over the menu — floating, so the menu does not
 * move — with the two ways on: order here as the page does, or find a branch that offers it.
 */
export function ServiceNotHere({ chosen, here }: { chosen: ServiceKey; here: ServiceKey }) {
  const t = useTranslations();
  const stores = useBrandStores();
  return (
    <div role="alert" className="card fixed inset-x-4 bottom-20 z-20 mx-auto flex max-w-md flex-col gap-3 shadow-lg" data-service-not-here={chosen}>
      <p className="font-semibold">{t("alerts.serviceNotHere", { service: t(`services.${chosen}`) })}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => chooseService(stores, here)}>
          {t("alerts.orderHereAs", { service: t(`services.${here}`) })}
        </button>
        <IntentLink href={serviceEntryPath(chosen)} className="btn-outline">
          {t("alerts.otherBranches")}
        </IntentLink>
      </div>
    </div>
  );
}
