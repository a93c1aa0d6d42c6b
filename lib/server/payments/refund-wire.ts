import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Currency } from "@/lib/domain/money/currency";
import { toMajor } from "@/lib/domain/money/major-units";
import type { RefundablePaymentWire, RefundWire } from "@/lib/domain/payments/refund-body";
import { refundableAmount, refundedSoFar } from "@/lib/domain/payments/refunds";
import type { Db } from "../db/client";
import { orders, payments } from "../db/schema";
import { requireBranchAccess } from "../staff/staff-branch";
import { refundsOf, type RefundRow } from "./refund-sums";

export function refundWire(row: RefundRow): RefundWire {
  return {
    id: row.id,
    payment_id: row.paymentId,
    amount: toMajor(row.amount, row.currency as Currency),
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    gateway: row.gateway,
    gateway_ref: row.gatewayRef,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * An order's online payments that took money, newest first, with their refunds and what is left to refund; for an
 * account of the order's branch (403 otherwise). An order the brand does not have has none.
 */
export async function orderRefundables(db: Db, instanceId: number, orderId: number, staff: { branches: readonly number[] }): Promise<RefundablePaymentWire[]> {
  const [order] = await db.select({ branch: orders.supplierId }).from(orders).where(and(eq(orders.instanceId, instanceId), eq(orders.id, orderId)));
  if (!order) return [];
  requireBranchAccess(staff, order.branch);
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.instanceId, instanceId), eq(payments.orderId, orderId), eq(payments.status, "approved")))
    .orderBy(desc(payments.id));
  return Promise.all(
    rows.map(async (payment) => {
      const refunds = await refundsOf(db, instanceId, payment.id);
      const currency = payment.currency as Currency;
      return {
        id: payment.id,
        method: payment.method,
        gateway: payment.gateway,
        status: payment.status,
        currency,
        amount: toMajor(payment.amount, currency),
        refunded: toMajor(refundedSoFar(refunds), currency),
        refundable: toMajor(refundableAmount(payment, refunds), currency),
        refunds: refunds.map(refundWire),
      };
    }),
  );
}
