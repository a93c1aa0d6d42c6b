/**
 * Product §4 cart transaction_status, what the diner is shown for it, which changes are allowed, and the order
 * progress labels. The status is written by the checkout and by gateway events; these rules keep a late or
 * replayed event from undoing a payment.
 */

/** Product §4: the stored values. precheckout is the default of a new cart. */
export const TRANSACTION_STATUSES = ["precheckout", "pending", "approved", "declined", "voided", "error", "gateway_not_found"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const DEFAULT_TRANSACTION_STATUS: TransactionStatus = "precheckout";

export type DisplayPaymentState = "rejected" | "pending" | "approved" | "unconfirmed";

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === "string" && (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

/**
 * Product §4: voided, declined and error show as rejected; precheckout and pending as pending; anything
 * else as unconfirmed. Approved is the one outcome that needs its own word (paid).
 * gateway_not_found falls under "anything else": the gateway does not know the payment, so neither paid nor
 * refused can be claimed. Takes any string, since the value comes from storage and the gateway.
 */
export function displayPaymentState(status: string): DisplayPaymentState {
  switch (status) {
    case "approved":
      return "approved";
    case "voided":
    case "declined":
    case "error":
      return "rejected";
    case "precheckout":
    case "pending":
      return "pending";
    default:
      return "unconfirmed";
  }
}

/** The gateway's verdicts on an attempt. gateway_not_found is not one: a late event may still settle it. */
const FINAL_STATUSES: readonly TransactionStatus[] = ["approved", "declined", "voided", "error"];

/** Whether the gateway has settled the current attempt: polling it again will not change the answer. */
export function isFinal(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

const TRANSITIONS: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  // The diner sends the payment.
  precheckout: ["pending"],
  // The gateway answers.
  pending: ["approved", "declined", "voided", "error", "gateway_not_found"],
  // Money was taken: nothing may overwrite that, least of all a replayed or out-of-order event.
  approved: [],
  // Product §8 "try a new payment": a refused attempt may be retried, which starts a new pending attempt. A later
  // approval of the same attempt is money taken all the same: a hosted checkout (Mercado Pago's Checkout Pro) lets
  // the diner try again on its own page after a refusal, under the same reference.
  declined: ["pending", "approved"],
  voided: ["pending", "approved"],
  error: ["pending", "approved"],
  // Unknown to the gateway for now: a late event may still bring its verdict, or the diner retries.
  gateway_not_found: ["pending", "approved", "declined", "voided", "error"],
};

/**
 * Whether the status may change from `from` to `to`. Staying the same is not a transition (false): a
 * caller receiving the same status again, as with a re-delivered gateway event, has nothing to write.
 * Unknown values allow nothing.
 */
export function canTransition(from: string, to: string): boolean {
  if (!isTransactionStatus(from) || !isTransactionStatus(to)) return false;
  return TRANSITIONS[from].includes(to);
}

/**
 * Product §4 order progress labels, as stable keys in product §4's order ("on the way" → on_the_way). The first
 * six are the delivery journey; the rest are the labels other services and kitchens use.
 */
export const ORDER_PROGRESS = [
  "received",
  "accepted",
  "preparing",
  "packed",
  "on_the_way",
  "delivered",
  "underway",
  "completed",
  "ready",
  "on_hold",
  "in_progress",
  "finished",
  "canceled",
  "closed",
] as const;
export type OrderProgress = (typeof ORDER_PROGRESS)[number];

/** Product §5/§9: an order more than one day old cannot be paid. */
export const UNPAYABLE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a purchase created at `createdAt` is too old to pay at `now`: strictly more than one day, so an
 * order is still payable at exactly 24 h. An unreadable date is treated as too old, since paying an order
 * whose age cannot be proven is the mistake the rule exists to prevent.
 */
export function isUnpayable(createdAt: Date, now: Date): boolean {
  const age = now.getTime() - createdAt.getTime();
  if (Number.isNaN(age)) return true;
  return age > UNPAYABLE_AFTER_MS;
}
