import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { Currency } from "@/lib/domain/money/currency";
import { toMajor } from "@/lib/domain/money/major-units";
import type { Minor } from "@/lib/domain/money/minor";
import { cancelsOrder, refundableAmount, refundedSoFar, refundRefusal, statusAfterRefund } from "@/lib/domain/payments/refunds";
import { isTransactionStatus } from "@/lib/domain/orders/transaction-status";
import { audit } from "../dal/staff-audit";
import { touchTab } from "../dal/tabs";
import { getDb, type Tx } from "../db/client";
import { bookings, orders, payments, refunds, tabParts, tabs } from "../db/schema";
import { requireBranchAccess } from "../staff/staff-branch";
import { gatewayForBrand, type GatewayOf } from "./brand-gateway";
import type { RefundAnswer } from "./gateway-refunds";
import { refundsOf, type RefundRow } from "./refund-sums";

export type { RefundRow };


/** Who refunds: a staff account, and the branches it works at (none: all). */
export interface Refunder {
  id: number;
  branches: readonly number[];
}

/** The branch whose money a payment is: its order's, its tab's or its booking's. */
async function branchOfPayment(tx: Tx, instanceId: number, payment: typeof payments.$inferSelect): Promise<number> {
  if (payment.orderId !== null) {
    const [order] = await tx.select({ branch: orders.supplierId }).from(orders).where(and(eq(orders.instanceId, instanceId), eq(orders.id, payment.orderId)));
    return order!.branch;
  }
  if (payment.tabPartId !== null) {
    const [part] = await tx
      .select({ branch: tabs.supplierId })
      .from(tabParts)
      .innerJoin(tabs, and(eq(tabs.instanceId, tabParts.instanceId), eq(tabs.id, tabParts.tabId)))
      .where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, payment.tabPartId)));
    return part!.branch;
  }
  const [booking] = await tx.select({ branch: bookings.supplierId }).from(bookings).where(and(eq(bookings.instanceId, instanceId), eq(bookings.id, payment.bookingId!)));
  return booking!.branch;
}

export interface RefundAsk {
  amount: Minor;
  reason: string;
  /** the request's Idempotency-Key: the same key is the same refund, whatever happens to the calls */
  key: string;
}

/**
 * Step one, in one transaction with the payment's row locked: the refund of this key if it exists (a repeated
 * request), else a new pending one, after checking that it was paid and that the amount is at most what is left.
 * Two requests with other keys at once queue on the lock, so the second sees the first's amount.
 */
async function claimRefund(instanceId: number, paymentId: number, ask: RefundAsk, by: Refunder, gatewayName: string): Promise<{ refund: RefundRow; fresh: boolean; transactionId: string | null; currency: Currency }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.instanceId, instanceId), eq(payments.id, paymentId))).for("update");
    if (!payment) throw new ApiError("not_found", `No payment ${paymentId}`);
    requireBranchAccess(by, await branchOfPayment(tx, instanceId, payment));
    if (payment.gateway !== gatewayName) throw new ApiError("refund_unavailable", `Payment ${paymentId} was taken by ${payment.gateway}, the brand now uses ${gatewayName}`);
    const [same] = await tx.select().from(refunds).where(and(eq(refunds.instanceId, instanceId), eq(refunds.idempotencyKey, ask.key)));
    if (same) {
      if (same.paymentId !== paymentId || same.amount !== ask.amount || same.reason !== ask.reason) throw new ApiError("refund_key_reused", "This Idempotency-Key named another refund");
      return { refund: same, fresh: false, transactionId: payment.transactionId, currency: payment.currency as Currency };
    }
    const earlier = await refundsOf(tx, instanceId, paymentId);
    const refusal = refundRefusal(ask.amount, payment, earlier);
    if (refusal === "not_paid" || !payment.transactionId) throw new ApiError("payment_not_refundable", `Payment ${paymentId} was not taken online`);
    if (refusal) throw new ApiError("refund_above_paid", "More than was paid less what was refunded", { refundable: toMajor(refundableAmount(payment, earlier), payment.currency as Currency) });
    const [refund] = await tx
      .insert(refunds)
      .values({ instanceId, paymentId, idempotencyKey: ask.key, amount: ask.amount, currency: payment.currency, reason: ask.reason, gateway: gatewayName, accountId: by.id })
      .returning();
    return { refund: refund!, fresh: true, transactionId: payment.transactionId, currency: payment.currency as Currency };
  });
}

/**
 * Step three, once the gateway answered: the refund's verdict and, on an order refunded in full, product §4's
 * `voided` (and canceled, when the kitchen had not taken it up: refunds.ts). The audit names who refunded.
 */
async function settleRefund(instanceId: number, refund: RefundRow, answer: RefundAnswer, by: { id: number }): Promise<RefundRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ status: answer.status, gatewayRef: answer.ref, gatewayMessage: answer.message, updatedAt: new Date() })
      .where(and(eq(refunds.instanceId, instanceId), eq(refunds.id, refund.id), eq(refunds.status, "pending")))
      .returning();
    if (!settled) return refund;
    const [payment] = await tx.select().from(payments).where(and(eq(payments.instanceId, instanceId), eq(payments.id, refund.paymentId)));
    if (answer.status === "approved" && payment?.orderId) {
      const all = (await refundsOf(tx, instanceId, payment.id)).filter((row) => row.status === "approved");
      const fully = refundedSoFar(all) >= payment.amount;
      const [order] = await tx.select().from(orders).where(and(eq(orders.instanceId, instanceId), eq(orders.id, payment.orderId)));
      if (order && fully && isTransactionStatus(order.status) && cancelsOrder(order.progress)) {
        await tx.update(orders).set({ status: statusAfterRefund(order.status, true), progress: "canceled", updatedAt: new Date() }).where(and(eq(orders.instanceId, instanceId), eq(orders.id, order.id)));
      }
    }
    if (answer.status === "approved" && payment?.tabPartId) {
      const [part] = await tx.select({ tabId: tabParts.tabId }).from(tabParts).where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.id, payment.tabPartId)));
      // the table's phones poll the tab by its version: they read the refund on their next look
      if (part) await touchTab(tx, instanceId, part.tabId);
    }
    const subject = payment?.orderId ? { type: "order", id: payment.orderId } : payment?.tabPartId ? { type: "tab_part", id: payment.tabPartId } : { type: "booking", id: payment?.bookingId ?? refund.paymentId };
    await audit(instanceId, by, `payment.refund_${answer.status}`, subject, { payment: refund.paymentId, refund: refund.id, amount: refund.amount, currency: refund.currency, reason: refund.reason, gateway: refund.gateway, gateway_ref: answer.ref }, tx);
    return settled;
  });
}

/**
 * Refunds `ask.amount` of an online payment through the gateway of the brand's account that took it. Idempotent by
 * `ask.key`: a repeated request answers the same refund and calls the gateway again only while it is still pending
 * (the gateway's own idempotency key is the same), so money leaves once. Refusals are ApiErrors (4xx).
 */
export async function refundPayment(instanceId: number, paymentId: number, ask: RefundAsk, by: Refunder, gatewayOf: GatewayOf = gatewayForBrand): Promise<{ refund: RefundRow; repeated: boolean }> {
  const gateway = await gatewayOf(instanceId);
  if (!gateway.refund) throw new ApiError("refund_unavailable", `The ${gateway.name} account holds no key for refunds`);
  const { refund, fresh, transactionId, currency } = await claimRefund(instanceId, paymentId, ask, by, gateway.name);
  if (!fresh && refund.status !== "pending") return { refund, repeated: true };
  let answer: RefundAnswer;
  try {
    answer = await gateway.refund({ transactionId: transactionId!, amount: refund.amount, currency, key: refund.idempotencyKey });
  } catch (error) {
    // no answer (down, a 5xx, a timeout): whether money left is unknown, so the refund stays pending and counts;
    // the same request (same key) asks again
    console.warn(`[refund] ${gateway.name} did not answer refund ${refund.id}:`, error instanceof Error ? error.message : error);
    return { refund, repeated: !fresh };
  }
  return { refund: await settleRefund(instanceId, refund, answer, by), repeated: !fresh };
}
