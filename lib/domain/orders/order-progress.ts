import { paymentFailureMessage } from "../payments/payment-failure";
import type { OrderView } from "./order-view";
import { ORDER_PROGRESS, type OrderProgress } from "./transaction-status";

/** The order page asks again this often while the order can still move, so an operator's change shows within seconds. */
export const ORDER_POLL_MS = 3000;

/** Progress labels after which the order does not move any more: nothing left to poll for. */
const FINAL_PROGRESS: readonly string[] = ["delivered", "completed", "finished", "canceled", "closed"] satisfies OrderProgress[];

export function isFinalProgress(progress: string): boolean {
  return FINAL_PROGRESS.includes(progress);
}

/**
 * Whether an order can still change under the diner's eyes: its kitchen progress, or — once handed over — its
 * payment, which staff confirm in person (cash at pickup, on delivery) after the last step. A canceled order
 * is done either way.
 */
export function mayStillChange(order: Pick<OrderView, "progress" | "payment_state">): boolean {
  return !isFinalProgress(order.progress) || (order.progress !== "canceled" && order.payment_state === "pending");
}

/** A known progress label, or null for one this version does not know (shown as "in progress"). */
export function progressLabel(progress: string): OrderProgress | null {
  return (ORDER_PROGRESS as readonly string[]).includes(progress) ? (progress as OrderProgress) : null;
}

/** Paid at the counter or to the rider: the order stands without an online payment. */
export const IN_PERSON_METHODS: readonly string[] = ["cash_or_dataphone", "payment_on_delivery"];

/** Product §7 `purchase`: an order counts as one once paid, or at once when it is paid in person (no online confirmation will come). */
export function countsAsPurchase(order: Pick<OrderView, "status" | "payment_method">): boolean {
  return order.status === "approved" || IN_PERSON_METHODS.includes(order.payment_method);
}

/** What the payment section says (a key under order.*) and what the diner can do about it. */
export interface PaymentNotice {
  message: string;
  action: "retry" | "pay" | "upload" | null;
}

/**
 * Product §8 payment messages for an order's payment status and method. A refused online attempt offers a new
 * payment only while the order is payable (product §5: never once it is a day old); an unpaid order too old to
 * pay says so and offers nothing.
 */
export function paymentNotice(order: Pick<OrderView, "status" | "payment_method" | "payable" | "unpayable" | "receipt"> & Partial<Pick<OrderView, "refunded">>): PaymentNotice {
  // money given back is the last word: nothing to pay again
  if (order.refunded) return { message: "notice.refunded", action: null };
  if (order.status === "approved") return { message: "notice.paid", action: null };
  if (order.unpayable) return { message: "messages.olderThanOneDay", action: null };
  if (order.payment_method === "payment_receipt") return { message: order.receipt ? "notice.receiptPending" : "notice.receiptNeeded", action: "upload" };
  if (order.payment_method === "payment_on_delivery") return { message: "notice.payOnDelivery", action: null };
  if (IN_PERSON_METHODS.includes(order.payment_method)) return { message: "notice.payAtCounter", action: null };
  const retry = order.payable ? "retry" : null;
  switch (order.status) {
    case "precheckout":
      return { message: "messages.pendingOrderAlert", action: order.payable ? "pay" : null };
    case "pending":
      return { message: order.payment_method === "pse" ? "messages.pendingBank" : "notice.paymentPending", action: null };
    default:
      return { message: `messages.${paymentFailureMessage(order.status, order.payment_method)}`, action: retry };
  }
}

/**
 * An online payment the diner left unfinished (Back from the gateway, a closed tab): the order is still payable
 * and not paid, and not one paid in person or by receipt. "pay" offers a new attempt; "wait" only the order, for
 * a PSE payment the bank may still confirm (paying again could charge twice).
 */
export function unfinishedPayment(order: Pick<OrderView, "status" | "payment_method" | "payable">): "pay" | "wait" | null {
  if (order.status === "approved" || !order.payable) return null;
  if (IN_PERSON_METHODS.includes(order.payment_method) || order.payment_method === "payment_receipt") return null;
  return order.payment_method === "pse" && order.status === "pending" ? "wait" : "pay";
}
