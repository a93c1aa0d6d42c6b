"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMinuteClock } from "@/lib/client/use-minute-clock";
import { weekdayName } from "@/lib/domain/hours-format";
import type { OpeningPeriod } from "@/lib/domain/opening-hours";
import { ordersNow, type OrdersNow } from "@/lib/domain/order-rules";
import type { ServiceKey } from "@/lib/domain/services";

interface Props {
  hours: OpeningPeriod[];
  timezone: string;
  service: ServiceKey;
  /** the verdict when the server rendered the page: the alert is in its HTML when the branch was closed then, so
   *  it never appears after hydration and pushes the menu down. Hydration shows it as it is — reading the branch's
   *  clock (a time-zone formatter) is work a slow phone would do inside its longest task — and the minute clock
   *  corrects it right after. */
  atRender: OrdersNow;
}

/**
 * Spec §8 "no branches open", said on the menu before the diner fills a cart the server would refuse
 * (branch_closed): an order for now needs the branch open now; a scheduled order is not affected.
 */
export function BranchClosedAlert({ hours, timezone, service, atRender }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const now = useMinuteClock();
  const { closed, opensAt: next } = now ? ordersNow(service, { opening_hours: hours, timezone }, now) : atRender;
  if (!closed) return null;
  const opens = next ? `${t("branches.opensAt", { day: weekdayName(next.day, locale), time: next.time })}.` : "";
  return (
    <p role="status" className="alert-text mt-2" data-branch-closed>
      {t("alerts.branchClosed", { opens })}
    </p>
  );
}
