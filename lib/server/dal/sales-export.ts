import "server-only";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { SaleOrder } from "@/lib/domain/analytics/sales-csv";
import { getDb } from "../db/client";
import { orderLines, orders, suppliers } from "../db/schema";
import { refundedByOrder } from "../payments/refund-sums";
import { ZERO } from "@/lib/domain/money/minor";

/** The brand's orders placed in [from, to) at `branches` (null: all), oldest first, each with its lines. */
export async function salesOf(instanceId: number, from: Date, to: Date, branches: readonly number[] | null): Promise<SaleOrder[]> {
  const db = await getDb();
  const rows = await db
    .select({ order: orders, branch: suppliers.slug, line: { label: orderLines.label, quantity: orderLines.quantity, unitPrice: orderLines.unitPrice, lineTotal: orderLines.lineTotal } })
    .from(orders)
    .innerJoin(suppliers, and(eq(suppliers.instanceId, orders.instanceId), eq(suppliers.id, orders.supplierId)))
    .innerJoin(orderLines, and(eq(orderLines.instanceId, orders.instanceId), eq(orderLines.orderId, orders.id)))
    .where(and(eq(orders.instanceId, instanceId), gte(orders.createdAt, from), lt(orders.createdAt, to), branches ? inArray(orders.supplierId, [...branches]) : undefined))
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderLines.id));
  const byId = new Map<number, SaleOrder>();
  for (const { order, branch, line } of rows) {
    const sale = byId.get(order.id) ?? {
      id: order.id,
      createdAt: order.createdAt,
      branch,
      service: order.service,
      progress: order.progress,
      status: order.status,
      paymentMethod: order.paymentMethod,
      tip: order.tip,
      consumptionTax: order.consumptionTax,
      discount: order.discount,
      couponCode: order.couponCode,
      total: order.total,
      refunded: ZERO,
      lines: [],
    };
    sale.lines.push(line);
    byId.set(order.id, sale);
  }
  const refunded = await refundedByOrder(db, instanceId, [...byId.keys()]);
  for (const sale of byId.values()) sale.refunded = refunded.get(sale.id) ?? ZERO;
  return [...byId.values()];
}
