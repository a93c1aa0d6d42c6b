import "server-only";
import { and, asc, eq, gte, inArray, lt, notExists, sql } from "drizzle-orm";
import { addMinor, type Minor } from "@/lib/domain/money/minor";
import { ONLINE_METHODS } from "@/lib/domain/payments/payment-methods";
import { reconcile, type LedgerPayment, type PaymentSubject, type Reconciliation } from "@/lib/domain/payments/reconciliation";
import type { Db } from "../db/client";
import { bookings, orders, payments, places, refunds, suppliers, tabParts, tabs } from "../db/schema";

/** What a period's reconciliation covers: [from, to), and the branches (null: all of the brand's). */
export interface ReconciliationScope {
  from: Date;
  to: Date;
  branches: readonly number[] | null;
}

/** Order statuses that say the money was taken: approved, or voided by a refund of an approved payment. */
const RECORDED_PAID = ["approved", "voided"];

/**
 * The brand's reconciliation of a period (lib/domain/payments/reconciliation.ts): every payment attempt opened in it
 * at `scope.branches`, each beside the order, tab part or booking it paid for and with its refunds, and the online
 * orders of the period recorded as paid with no approved payment behind them.
 */
export async function reconciliationOf(db: Db, instanceId: number, scope: ReconciliationScope, now = new Date()): Promise<Reconciliation> {
  const branchId = sql<number>`coalesce(${orders.supplierId}, ${tabs.supplierId}, ${bookings.supplierId})`;
  const rows = await db
    .select({
      payment: payments,
      order: { id: orders.id, total: orders.total, status: orders.status },
      part: { id: tabParts.id, tabId: tabParts.tabId, amount: tabParts.amount, tip: tabParts.tip, state: tabParts.state },
      place: places.code,
      booking: { id: bookings.id, coverPaidAt: bookings.coverPaidAt },
      branch: suppliers.slug,
    })
    .from(payments)
    .leftJoin(orders, and(eq(orders.instanceId, payments.instanceId), eq(orders.id, payments.orderId)))
    .leftJoin(tabParts, and(eq(tabParts.instanceId, payments.instanceId), eq(tabParts.id, payments.tabPartId)))
    .leftJoin(tabs, and(eq(tabs.instanceId, tabParts.instanceId), eq(tabs.id, tabParts.tabId)))
    .leftJoin(places, and(eq(places.instanceId, tabs.instanceId), eq(places.id, tabs.placeId)))
    .leftJoin(bookings, and(eq(bookings.instanceId, payments.instanceId), eq(bookings.id, payments.bookingId)))
    .innerJoin(suppliers, and(eq(suppliers.instanceId, payments.instanceId), eq(suppliers.id, branchId)))
    .where(
      and(
        eq(payments.instanceId, instanceId),
        gte(payments.createdAt, scope.from),
        lt(payments.createdAt, scope.to),
        scope.branches ? inArray(branchId, [...scope.branches]) : undefined,
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));

  const refundRows = rows.length
    ? await db
        .select({ paymentId: refunds.paymentId, amount: refunds.amount, status: refunds.status })
        .from(refunds)
        .where(and(eq(refunds.instanceId, instanceId), inArray(refunds.paymentId, rows.map((row) => row.payment.id))))
    : [];
  const refundsBy = new Map<number, { amount: Minor; status: string }[]>();
  for (const { paymentId, amount, status } of refundRows) refundsBy.set(paymentId, [...(refundsBy.get(paymentId) ?? []), { amount, status }]);

  const ledger = rows.map(({ payment, order, part, place, booking, branch }): LedgerPayment => {
    const subject: PaymentSubject = order
      ? { kind: "order", id: order.id, expected: order.total, paid: RECORDED_PAID.includes(order.status) }
      : part
        ? { kind: "tab_part", id: part.id, tabId: part.tabId, place: place ?? "", expected: addMinor(part.amount, part.tip), paid: part.state === "paid" }
        : { kind: "booking", id: booking!.id, expected: null, paid: booking!.coverPaidAt !== null };
    return {
      id: payment.id,
      subject,
      branch,
      gateway: payment.gateway,
      method: payment.method,
      paidWith: payment.paidWith,
      reference: payment.reference,
      transactionId: payment.transactionId,
      amount: payment.amount,
      status: payment.status,
      createdAt: payment.createdAt,
      refunds: refundsBy.get(payment.id) ?? [],
    };
  });

  const unbacked = await db
    .select({ id: orders.id, branch: suppliers.slug, method: orders.paymentMethod, total: orders.total, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, orders.instanceId), eq(suppliers.id, orders.supplierId)))
    .where(
      and(
        eq(orders.instanceId, instanceId),
        gte(orders.createdAt, scope.from),
        lt(orders.createdAt, scope.to),
        inArray(orders.paymentMethod, [...ONLINE_METHODS]),
        inArray(orders.status, RECORDED_PAID),
        scope.branches ? inArray(orders.supplierId, [...scope.branches]) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.instanceId, orders.instanceId), eq(payments.orderId, orders.id), eq(payments.status, "approved"))),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));

  return reconcile(ledger, unbacked, now);
}
