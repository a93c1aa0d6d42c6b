import "server-only";
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { stockDraws } from "@/lib/domain/menu/stock";
import { comboComponents } from "../dal/combo-components";
import type { Tx } from "../db/client";
import { couponRedemptions, coupons, orderLines, orders, productSuppliers } from "../db/schema";

/**
 * Gives one order's units back to limited stock and its coupon use back to the coupon (and to the diner), in one
 * transaction with the claim: a replica that reaches the order second finds released_at set and does nothing.
 */
export async function releaseOrder(tx: Tx, order: { instanceId: number; id: number }, now: Date): Promise<boolean> {
  const mine = and(eq(orders.instanceId, order.instanceId), eq(orders.id, order.id));
  const [claimed] = await tx
    .update(orders)
    .set({ releasedAt: now, updatedAt: now })
    .where(and(mine, isNull(orders.releasedAt), ne(orders.status, "approved")))
    .returning({ supplierId: orders.supplierId });
  if (!claimed) return false;
  const lines = await tx
    .select({ productSupplierId: orderLines.productSupplierId, productId: productSuppliers.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(productSuppliers, and(eq(productSuppliers.instanceId, orderLines.instanceId), eq(productSuppliers.id, orderLines.productSupplierId)))
    .where(and(eq(orderLines.instanceId, order.instanceId), eq(orderLines.orderId, order.id)))
    .groupBy(orderLines.productSupplierId, productSuppliers.productId);
  // the units the order took (order-lines.ts reserveStock), a combo's components' included; a component the
  // branch has stopped selling since gives nothing back, and a row no longer limited is left unlimited
  const components = await comboComponents(tx, order.instanceId, claimed.supplierId, lines.map((line) => line.productId));
  const sold = new Map([...components].map(([combo, parts]) => [combo, parts.filter((part) => part.productSupplierId !== null)]));
  const plan = stockDraws(lines.map((line) => ({ ...line, stock: 0 })), sold);
  for (const draw of plan.ok ? plan.draws : []) {
    await tx
      .update(productSuppliers)
      .set({ stock: sql`${productSuppliers.stock} + ${draw.quantity}` })
      .where(and(eq(productSuppliers.instanceId, order.instanceId), eq(productSuppliers.id, draw.productSupplierId), isNotNull(productSuppliers.stock)));
  }
  const redeemed = await tx
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.instanceId, order.instanceId), eq(couponRedemptions.orderId, order.id)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of redeemed) {
    await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
      .where(and(eq(coupons.instanceId, order.instanceId), eq(coupons.id, couponId)));
  }
  return true;
}
