"use client";

import { useLocale, useTranslations } from "use-intl/react";
import type { ReactNode } from "react";
import { IntentLink } from "@/components/shell/intent-link";
import type { ZoneAnswer } from "@/lib/client/api/location";
import { chooseService, useBrandStores } from "@/lib/client/stores/brand-stores";
import type { CoverageReason } from "@/lib/domain/location/delivery-coverage";
import { weekdayNames } from "@/lib/domain/brand/hours-format";
import { openingWords } from "@/lib/domain/brand/opening-timeline";
import { serviceEntryPath } from "@/lib/domain/routing/navigation";
import type { DeliveryService } from "@/lib/domain/brand/services";

interface Props {
  answer: ZoneAnswer & { reason: CoverageReason };
  /** back to the form, for another address */
  onTryAnother: () => void;
  /** the same address checked again for `service`: for now instead of scheduled, or the other way round */
  onCheckAs: (service: DeliveryService) => void;
  /** the diner's cart emptied and the address checked again, to order from the branch that reaches it */
  onStartNew: () => void;
}

/**
 * Why the address cannot take the order as asked (product §8 Location), said as an alert with the ways on: another
 * address, picking up instead, ordering for now or for later, or a new order at the branch that delivers there.
 */
export function CoverageNotice({ answer, onTryAnother, onCheckAs, onStartNew }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const stores = useBrandStores();
  const branch = answer.polygon?.supplier_name ?? "";
  const takeAwayInstead = (className: string) => (
    <IntentLink href={serviceEntryPath("take_away")} className={className} onClick={() => chooseService(stores, "take_away")}>
      {t("location.switchToTakeAway")}
    </IntentLink>
  );
  const tryAnother = (
    <button type="button" className="btn-outline" onClick={onTryAnother}>
      {t("location.tryAnother")}
    </button>
  );

  switch (answer.reason) {
    case "no_coverage":
    case "delivery_not_active":
      return (
        <StatusCard name={answer.reason.replaceAll("_", "-")} title={t(answer.reason === "no_coverage" ? "location.noCoverage" : "location.deliveryNotActive")}>
          {tryAnother}
          {takeAwayInstead("btn-primary")}
        </StatusCard>
      );
    case "no_schedule":
      return (
        <StatusCard name="no-schedule" title={t("location.noSchedule", { branch })}>
          <button type="button" className="btn-primary" onClick={() => onCheckAs("delivery")}>
            {t("location.orderForNow")}
          </button>
          {takeAwayInstead("btn-outline")}
        </StatusCard>
      );
    case "no_branches_open": {
      const opens = answer.opens_at;
      const schedules = answer.polygon?.supplier_services.includes("schedule");
      return (
        <StatusCard name="no-branches-open" title={t("location.noBranchesOpen")} body={opens ? t("location.branchOpensAt", { branch, ...openingWords(opens, weekdayNames(locale)) }) : undefined}>
          {schedules && (
            <button type="button" className="btn-primary" onClick={() => onCheckAs("schedule")}>
              {t("location.scheduleInstead")}
            </button>
          )}
          {takeAwayInstead(schedules ? "btn-outline" : "btn-primary")}
          {tryAnother}
        </StatusCard>
      );
    }
    case "wrong_branch":
      return (
        <StatusCard name="wrong-branch" title={t("location.wrongBranch", { branch, cartBranch: answer.cart_supplier?.name ?? "" })} body={t("location.wrongBranchHint", { branch })}>
          <button type="button" className="btn-primary" onClick={onStartNew}>
            {t("location.startNewAt", { branch })}
          </button>
          {tryAnother}
        </StatusCard>
      );
  }
}

/** One answer of the address check, said as an alert, with the ways on. */
export function StatusCard({ name, title, body, children }: { name: string; title: string; body?: string; children: ReactNode }) {
  return (
    <div role="alert" className="card flex flex-col gap-3" data-status={name}>
      <p className="font-semibold">{title}</p>
      {body && <p>{body}</p>}
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
