import { isOnlineMethod, type PaymentMethod } from "./payment-methods";
import { journeySteps, orderJourney } from "./order-journey";
import type { OrderProgress } from "./transaction-status";

/**
 * The staff console's orders board (issue 16): the branch's live orders in columns by how far along they are,
 * one tap moving an order to its service's next step (spec §4 labels, order-journey.ts).
 */
export const BOARD_COLUMNS = ["received", "accepted", "preparing", "ready", "on_the_way"] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

const COLUMN_OF: Partial<Record<string, BoardColumn>> = {
  received: "received",
  on_hold: "received",
  accepted: "accepted",
  preparing: "preparing",
  in_progress: "preparing",
  underway: "preparing",
  packed: "ready",
  ready: "ready",
  on_the_way: "on_the_way",
};

/** The column an order's progress sits in; null once it is done (delivered, completed, closed, canceled…). */
export function boardColumn(progress: string): BoardColumn | null {
  return COLUMN_OF[progress] ?? null;
}

/** Payment outcomes that end an order: it never reaches the kitchen. */
const DEAD_STATUSES: readonly string[] = ["declined", "voided", "error", "gateway_not_found"];

/**
 * Whether an order is the kitchen's business yet: not finished, not refused by the gateway, and — when it is
 * paid online — paid (an online checkout the diner has not finished is a cart, not an order to cook).
 */
export function onBoard(order: { progress: string; status: string; paymentMethod: string }): boolean {
  if (!boardColumn(order.progress) || DEAD_STATUSES.includes(order.status)) return false;
  return order.status === "approved" || !isOnlineMethod(order.paymentMethod as PaymentMethod);
}

/** The step after `progress` in the order's own service (a take-away is never "on the way"); null at its last step. */
export function nextProgress(service: string, progress: string): OrderProgress | null {
  const journey = orderJourney(service);
  if (!journey) return null;
  const steps = journeySteps(journey);
  // a label outside the journey (on hold, in progress…) moves on from its column's step
  const at = steps.indexOf(progress as OrderProgress);
  const from = at >= 0 ? at : steps.indexOf((boardColumn(progress) ?? "") as OrderProgress);
  return from >= 0 && from < steps.length - 1 ? steps[from + 1]! : null;
}

/** Scheduled orders whose slot is further away than this wait in their own lane, by slot, not among today's work. */
export const SCHEDULED_LANE_MS = 60 * 60 * 1000;

/** Whether a scheduled order is still for later: its slot more than SCHEDULED_LANE_MS away. */
export function isForLater(scheduledFor: string | null, now: Date): boolean {
  return scheduledFor !== null && Date.parse(scheduledFor) - now.getTime() > SCHEDULED_LANE_MS;
}
