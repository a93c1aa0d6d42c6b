import { isOnlineMethod, type PaymentMethod } from "../payments/payment-methods";
import { journeySteps, type OrderJourney } from "./order-journey";
import { canTransition, type OrderProgress } from "./transaction-status";

/**
 * The staff console's orders board: the branch's live orders in columns by how far along they are,
 * one tap moving an order to its service's next step (product §4 labels, order-journey.ts).
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

/** What the board knows of an order to place it: its progress, payment, and the table's tab a round joined. */
export interface BoardPlacing {
  progress: string;
  status: string;
  paymentMethod: string;
  /** a table's round: whether its tab is still open (null: not a round) */
  tabOpen: boolean | null;
}

/**
 * Whether staff collect this order's money by hand and have not confirmed it yet (cash, dataphone, a room charge,
 * a transfer or its receipt): the card offers "Confirmar pago". A table's round is paid with its tab (the tab's
 * parts are confirmed on their own), an online payment by the gateway.
 */
export function awaitsPaymentConfirmation(order: Pick<BoardPlacing, "status" | "paymentMethod" | "tabOpen">): boolean {
  if (order.tabOpen !== null || order.paymentMethod === "tab") return false;
  if (isOnlineMethod(order.paymentMethod as PaymentMethod)) return false;
  return canTransition(order.status, "approved") && !DEAD_STATUSES.includes(order.status);
}

/**
 * Whether an order is the board's business: live kitchen work — not finished, not refused by the gateway, not a
 * round of a tab that closed, and, when paid online, paid (an online checkout the diner has not finished is a
 * cart, not an order to cook) — or a finished order whose in-person payment staff have still to confirm.
 */
export function onBoard(order: BoardPlacing): boolean {
  if (DEAD_STATUSES.includes(order.status) || order.tabOpen === false) return false;
  if (!boardColumn(order.progress)) return awaitsPaymentConfirmation(order) && !["canceled", "closed"].includes(order.progress);
  return order.status === "approved" || !isOnlineMethod(order.paymentMethod as PaymentMethod);
}

/** Where the board shows an order: its kitchen column, or the cashier's lane once it is done but not yet paid. */
export function boardLane(order: BoardPlacing): BoardColumn | "to_collect" | null {
  if (!onBoard(order)) return null;
  return boardColumn(order.progress) ?? "to_collect";
}

/**
 * The step after `progress` in the order's own journey (orderJourney: a take-away or a food court's order is never
 * "on the way"); null at its last step, or for an order without a journey.
 */
export function nextProgress(journey: OrderJourney | null, progress: string): OrderProgress | null {
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

/** When an order is due at the pass: its slot when scheduled, else when it was placed (first come, first served). */
export const promisedAt = (order: { scheduled_for: string | null; created_at: string }): number => Date.parse(order.scheduled_for ?? order.created_at);

/**
 * A column's cards in the order the pass works them: the orders that just arrived on top (the board's cue, newest
 * first) so nobody misses one, then the rest by when each is due, the most pressing first.
 */
export function forThePass<T extends { id: number; scheduled_for: string | null; created_at: string }>(orders: readonly T[], fresh: { has(id: number): boolean }): T[] {
  const due = (a: T, b: T) => promisedAt(a) - promisedAt(b) || a.id - b.id;
  const arrived = orders.filter((order) => fresh.has(order.id)).sort((a, b) => due(b, a));
  return [...arrived, ...orders.filter((order) => !fresh.has(order.id)).sort(due)];
}
