"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl/react";
import { IntentLink } from "@/components/shell/intent-link";
import { usePolygon } from "@/lib/client/stores/brand-stores";
import { useClock } from "@/lib/client/use-clock";
import { openingAt, openingWords, type OpeningClock, type OpeningState, type OpeningTimeline } from "@/lib/domain/brand/opening-timeline";
import { ordersNowOf } from "@/lib/domain/orders/order-rules";
import { scheduleInsteadPath } from "@/lib/domain/orders/schedule-instead";
import { addressAtBranch } from "@/lib/domain/location/zone-at-branch";
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

/** Whether the branch refuses an order for now, by the same clock as ClosedNow's alert: what the cart's buttons follow. */
export function useClosedForNow(timeline: OpeningTimeline, service: ServiceKey): boolean {
  return useOrdersNow(timeline, service).closed;
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

interface ClosedNowProps extends Props {
  leads?: boolean;
  /** the cart's branch: where it schedules deliveries, the diner may order for later instead */
  branch: { id: number; slug: string; services: readonly ServiceKey[] };
}

/**
 * Only the closed branch's alert, where nothing else about its hours is said: the cart and the checkout's first step.
 * When the branch schedules deliveries, the way to order for later, with the cart (scheduleInsteadPath); `leads` makes
 * it the screen's primary button where the screen's own way on steps back while closed (the cart, useClosedForNow).
 */
export function ClosedNow({ timeline, weekdays, service, branch, leads = false }: ClosedNowProps) {
  const t = useTranslations();
  const { closed, opensAt } = useOrdersNow(timeline, service);
  const addressHere = usePolygon((zone) => addressAtBranch(zone, branch.id));
  if (!closed) return null;
  const later = scheduleInsteadPath({ branch, service, addressHere });
  return (
    <ClosedAlert opensAt={opensAt} weekdays={weekdays}>
      {later && (
        <IntentLink href={later} className={`${leads ? "btn-primary" : "btn-outline"} self-start`}>
          {t("alerts.scheduleInstead")}
        </IntentLink>
      )}
    </ClosedAlert>
  );
}

function ClosedAlert({ opensAt, weekdays, children }: { opensAt: OpeningState["opensAt"]; weekdays: readonly string[]; children?: ReactNode }) {
  const t = useTranslations();
  const opens = opensAt ? `${t("branches.opensAt", openingWords(opensAt, weekdays))}.` : "";
  return (
    <div className="mt-2 flex flex-col gap-2" data-branch-closed>
      <p role="status" className="alert-text">
        {t("alerts.branchClosed", { opens })}
      </p>
      {children}
    </div>
  );
}
