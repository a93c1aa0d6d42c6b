import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { ComboComponent } from "@/lib/domain/menu/stock";
import type { Db, Tx } from "../db/client";
import * as t from "../db/schema";

/**
 * The components of those of `productIds` that are combos, as one branch sells them, keyed by the combo's
 * product id; products that are not combos are absent. One query whatever the number of products. A
 * component the branch has no active row for, or that its staff marked sold out, comes back with productSupplierId
 * null (not to be served there now: the combo cannot be made).
 */
export async function comboComponents(db: Db | Tx, instanceId: number, supplierId: number, productIds: readonly number[]): Promise<Map<number, ComboComponent[]>> {
  const byCombo = new Map<number, ComboComponent[]>();
  if (!productIds.length) return byCombo;
  const rows = await db
    .select({ comboId: t.comboItems.comboId, quantity: t.comboItems.quantity, sold: t.productSuppliers })
    .from(t.comboItems)
    .leftJoin(
      t.productSuppliers,
      and(eq(t.productSuppliers.instanceId, instanceId), eq(t.productSuppliers.productId, t.comboItems.productId), eq(t.productSuppliers.supplierId, supplierId)),
    )
    .where(and(eq(t.comboItems.instanceId, instanceId), inArray(t.comboItems.comboId, [...new Set(productIds)])));
  for (const { comboId, quantity, sold } of rows) {
    const component = { productSupplierId: sold?.active && !sold.soldOut ? sold.id : null, stock: sold?.stock ?? null, quantity };
    byCombo.set(comboId, [...(byCombo.get(comboId) ?? []), component]);
  }
  return byCombo;
}
