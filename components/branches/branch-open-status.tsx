"use client";

import { useTranslations } from "use-intl/react";
import { useClock } from "@/lib/client/use-clock";
import { openingAt, openingWords, type OpeningClock, type OpeningState, type OpeningTimeline } from "@/lib/domain/brand/opening-timeline";
import { ordersNowOf } from "@/lib/domain/orders/order-rules";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { OpenBadgeOf } from "./open-badge";

interface Props extends OpeningClock {
  /** the order's service: a scheduled order is never refused for the hours of now */
  service: ServiceKey;
}

/** The state of the moment and whether it refuses an order for now (a scheduled one never), by the minute clock. */
function useOrdersNow(timeline: OpeningTimeline, service: ServiceKey) {
  const now = useClock();
  const state = now ? openingAt(timeline, now.getTime()) : timeline[0];
  return { state, ...ordersNowOf(service, state) };
}

/**
 * The menu header's open status: open now and until when, or — product §8 "no branches open" — that the branch
 * cannot take an order for now and when it opens, said before the diner fills a cart the server would refuse
 * (branch_closed). A scheduled order is not affected: it reads the badge, closed and when it opens.
 */
export function BranchOpenStatus({ timeline, weekdays, service }: Props) {
  const { state, closed, opensAt } = useOrdersNow(timeline, service);
  if (closed) return <ClosedAlert opensAt={opensAt} weekdays={weekdays} />;
  return (
    <p className="mt-2">
      <OpenBadgeOf state={state} weekdays={weekdays} always={timeline.length === 1} />
    </p>
  );
}

/** Only the closed branch's alert, where nothing else about its hours is said: the cart and the checkout's first step. */
export function ClosedNow({ timeline, weekdays, service }: Props) {
  const { closed, opensAt } = useOrdersNow(timeline, service);
  return closed ? <ClosedAlert opensAt={opensAt} weekdays={weekdays} /> : null;
}

function ClosedAlert({ opensAt, weekdays }: { opensAt: OpeningState["opensAt"]; weekdays: readonly string[] }) {
  const t = useTranslations();
  const opens = opensAt ? `${t("branches.opensAt", openingWords(opensAt, weekdays))}.` : "";
  return (
    <p role="status" className="alert-text mt-2" data-branch-closed>
      {t("alerts.branchClosed", { opens })}
    </p>
  );
}
