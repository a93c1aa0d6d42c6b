"use client";

import { useTranslations } from "use-intl/react";
import { useClock } from "@/lib/client/use-clock";
import { openingAt, openingDay, type OpeningTimeline } from "@/lib/domain/opening-timeline";
import { ordersNowOf } from "@/lib/domain/order-rules";
import type { ServiceKey } from "@/lib/domain/services";
import { OpenBadgeOf } from "./open-badge";

interface Props {
  /** the branch's states for the week from when the server rendered the page (openingTimeline): the first is in
   *  the page's HTML, so nothing appears after hydration and pushes the menu down; the minute clock then picks
   *  the state of the moment, without the branch's hours or time-zone rules in the browser. */
  timeline: OpeningTimeline;
  /** ISO weekdays' names in the page's language, Monday first */
  weekdays: readonly string[];
  service: ServiceKey;
}

/**
 * The menu header's open status: open now and until when, or — spec §8 "no branches open" — that the branch
 * cannot take an order for now and when it opens, said before the diner fills a cart the server would refuse
 * (branch_closed). A scheduled order is not affected: it reads the badge, closed and when it opens.
 */
export function BranchOpenStatus({ timeline, weekdays, service }: Props) {
  const t = useTranslations();
  const now = useClock();
  const state = now ? openingAt(timeline, now.getTime()) : timeline[0];
  const { closed, opensAt: next } = ordersNowOf(service, state);
  if (!closed) {
    return (
      <p className="mt-2">
        <OpenBadgeOf state={state} weekdays={weekdays} always={timeline.length === 1} />
      </p>
    );
  }
  const opens = next ? `${t("branches.opensAt", { when: openingDay(next), day: weekdays[next.day - 1] ?? "", time: next.time })}.` : "";
  return (
    <p role="status" className="alert-text mt-2" data-branch-closed>
      {t("alerts.branchClosed", { opens })}
    </p>
  );
}
