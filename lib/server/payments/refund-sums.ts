import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { minor, type Minor } from "@/lib/domain/money/minor";
import type { Db, Tx } from "../db/client";
import { payments, refunds } from "../db/schema";

export type RefundRow = typeof refunds.$inferSelect;

/** The payment's refunds so far, oldest first. */
export async function refundsOf(db: Db | Tx, instanceId: number, paymentId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(and(eq(refunds.instanceId, instanceId), eq(refunds.paymentId, paymentId))).orderBy(asc(refunds.id));
}

/** What each of these orders has had refunded (approved refunds only: what the diner got back), by order id. */
export async function refundedByOrder(db: Db | Tx, instanceId: number, orderIds: readonly number[]): Promise<Map<number, Minor>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, amount: refunds.amount })
    .from(refunds)
    .innerJoin(payments, and(eq(payments.instanceId, refunds.instanceId), eq(payments.id, refunds.paymentId)))
    .where(and(eq(refunds.instanceId, instanceId), eq(refunds.status, "approved"), inArray(payments.orderId, [...orderIds])));
  const sums = new Map<number, Minor>();
  for (const row of rows) if (row.orderId !== null) sums.set(row.orderId, minor((sums.get(row.orderId) ?? 0) + row.amount));
  return sums;
}

/** What was refunded (approved) of these tab parts' payments, together. */
export async function refundedOfParts(db: Db | Tx, instanceId: number, partIds: readonly number[]): Promise<Minor> {
  if (!partIds.length) return minor(0);
  const rows = await db
    .select({ amount: refunds.amount })
    .from(refunds)
    .innerJoin(payments, and(eq(payments.instanceId, refunds.instanceId), eq(payments.id, refunds.paymentId)))
    .where(and(eq(refunds.instanceId, instanceId), eq(refunds.status, "approved"), inArray(payments.tabPartId, [...partIds])));
  return minor(rows.reduce((sum, row) => sum + row.amount, 0));
}
