import { addMinor, subtractMinor, ZERO, type Minor } from "../money/minor";
import { displayPaymentState, TRANSACTION_STATUSES, type TransactionStatus } from "../orders/transaction-status";

/*
 * Refunds of online payments (an order, a part of a table's tab, a booking's cover), asked by an owner or a manager
 * (staff permission payments.refund) and done through the gateway that took the money. See docs/decisions/040-refunds-and-voids.md.
 */

/** What became of a refund at the gateway: asked and not yet answered, done, or refused. */
export const REFUND_STATUSES = ["pending", "approved", "declined"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund's share of the payment: a pending one counts (its money may be leaving), a declined one gives it back. */
export function holdsMoney(status: string): boolean {
  return status === "pending" || status === "approved";
}

/** What was refunded (or is being) of a payment so far. */
export function refundedSoFar(refunds: readonly { amount: Minor; status: string }[]): Minor {
  return addMinor(ZERO, ...refunds.filter((refund) => holdsMoney(refund.status)).map((refund) => refund.amount));
}

/** What may still be refunded of a payment: what was paid, less what was refunded; nothing unless it was paid. */
export function refundableAmount(payment: { amount: Minor; status: string }, refunds: readonly { amount: Minor; status: string }[]): Minor {
  if (!isRefundablePayment(payment.status)) return ZERO;
  const left = subtractMinor(payment.amount, refundedSoFar(refunds));
  return left > 0 ? left : ZERO;
}

/** Only money taken can be given back: an approved payment (product §4's "paid"). */
export function isRefundablePayment(status: string): boolean {
  return displayPaymentState(status) === "approved";
}

export type RefundRefusal = "not_paid" | "zero_amount" | "above_refundable";

/** Why a refund of `amount` may not be asked, or null when it may: more than 0, and at most what is left. */
export function refundRefusal(amount: Minor, payment: { amount: Minor; status: string }, refunds: readonly { amount: Minor; status: string }[]): RefundRefusal | null {
  if (!isRefundablePayment(payment.status)) return "not_paid";
  if (amount <= 0) return "zero_amount";
  return amount > refundableAmount(payment, refunds) ? "above_refundable" : null;
}

/**
 * Product §4's payment status after the gateway refunded a payment in full: `voided` (the money taken is undone).
 * A partial refund leaves it paid. Unlike a gateway's event, a refund is staff's own act on money taken, so it is
 * the one way out of `approved` (transaction-status.ts keeps events from ever leaving it).
 */
export function statusAfterRefund(status: TransactionStatus, fully: boolean): TransactionStatus {
  return fully && isRefundablePayment(status) ? "voided" : status;
}

/**
 * Whether a full refund also cancels the order: only one the kitchen has not taken up yet (still received). One
 * already being made, or served, stays in its place on the pass and in the history, refunded.
 */
export function cancelsOrder(progress: string): boolean {
  return progress === "received";
}

/** Every stored payment status that counts as paid, for the state-machine test: each must have a refund way out. */
export const PAID_STATUSES: readonly TransactionStatus[] = TRANSACTION_STATUSES.filter(isRefundablePayment);
