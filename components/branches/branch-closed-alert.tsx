"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMinuteClock } from "@/lib/client/use-minute-clock";
import { weekdayName } from "@/lib/domain/hours-format";
import type { OpeningPeriod } from "@/lib/domain/opening-hours";
import { openingState } from "@/lib/domain/opening-hours";
import { isClosedForOrdersNow } from "@/lib/domain/order-rules";
import type { ServiceKey } from "@/lib/domain/services";

interface Props {
  hours: OpeningPeriod[];
  timezone: string;
  service: ServiceKey;
  /** when the server rendered the page (ISO): the alert is in its HTML when the branch was closed then, so it never
   *  appears after hydration and pushes the menu down; the minute clock corrects it in the browser */
  renderedAt: string;
}

/**
 * Spec §8 "no branches open", said on the menu before the diner fills a cart the server would refuse
 * (branch_closed): an order for now needs the branch open now; a scheduled order is not affected.
 */
export function BranchClosedAlert({ hours, timezone, service, renderedAt }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const at = useMinuteClock(renderedAt);
  if (!at || !isClosedForOrdersNow(service, { opening_hours: hours, timezone }, at)) return null;
  const next = openingState(hours, timezone, at).opensAt;
  const opens = next ? `${t("branches.opensAt", { day: weekdayName(next.day, locale), time: next.time })}.` : "";
  return (
    <p role="status" className="alert-text mt-2" data-branch-closed>
      {t("alerts.branchClosed", { opens })}
    </p>
  );
}
