import "server-only";
import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { CartLine } from "@/lib/domain/cart/cart";
import { lineTotal, unitTotal } from "@/lib/domain/cart/cart-checkout";
import type { CheckoutBody } from "@/lib/domain/checkout/checkout-body";
import { fitsDbInt } from "@/lib/domain/http/db-int";
import type { Minor } from "@/lib/domain/money/minor";
import { cartLineFor } from "@/lib/domain/menu/menu-product";
import { validateSelection } from "@/lib/domain/menu/options";
import { stockDraws } from "@/lib/domain/menu/stock";
import type { Locale } from "@/lib/domain/routing/locales";
import type { ServiceKey } from "@/lib/domain/brand/services";
import type { Tx } from "../db/client";
import { productSuppliers } from "../db/schema";
import { comboComponents } from "../dal/combo-components";
import { pricedProducts } from "../dal/priced-products";

/**
 * The lines of an order or of a table's round, priced from the database: a product not sold at this branch
 * for this service, an option it no longer has, or options outside its groups' rules, is refused. Labels
 * are in `locale` (the brand's own language, whatever language the diner used), as the kitchen reads them.
 */
export async function pricedLines(instanceId: number, supplierId: number, service: ServiceKey, requested: CheckoutBody["lines"], locale: Locale): Promise<CartLine[]> {
  const products = await pricedProducts(instanceId, supplierId, service, requested.map((line) => line.product_supplier_id), locale);
  return requested.map((line) => {
    const product = products.find((p) => p.id === line.product_supplier_id);
    if (!product) throw new ApiError("product_unavailable", "A product is not available at this branch", { product_supplier_id: line.product_supplier_id });
    const selection = Object.fromEntries(Object.entries(line.options).map(([group, ids]) => [Number(group), ids]));
    const check = validateSelection(product.option_groups, selection);
    // An option the product no longer has (product §8 "add-ons missing at branch") is told apart from a choice
    // breaking its group's counts: the diner did nothing wrong and only has to drop it.
    if (check.problems.some((problem) => problem.code === "unknown_option")) {
      throw new ApiError("addons_unavailable", `An option of ${product.label} is no longer available`, { product_supplier_id: product.id });
    }
    if (!check.ok) throw new ApiError("invalid_options", `The options of ${product.label} are not valid`, { product_supplier_id: product.id });
    return cartLineFor(product, selection, line.quantity);
  });
}

/** Every amount an order or round records must fit its integer column: beyond it the order is refused. */
export function assertRecordable(lines: readonly CartLine[], ...totals: Minor[]): void {
  if (![...totals, ...lines.flatMap((line) => [unitTotal(line), lineTotal(line)])].every(fitsDbInt)) {
    throw new ApiError("order_too_large", "An amount of the order is beyond what an order can record");
  }
}

/**
 * Takes the lines' units from limited stock, a combo's components' units included (stock.ts stockDraws),
 * with one conditional update per product, inside the caller's transaction: concurrent orders can never
 * sell more than there is, and a refusal rolls the whole order back. A shortage a combo draws on is the
 * combo's (product §8 "combo stock unavailable"). Says whether any limited stock was taken: the menus showing
 * it must then be refreshed (stock-refresh.ts).
 */
export async function reserveStock(tx: Tx, instanceId: number, supplierId: number, lines: readonly CartLine[]): Promise<{ tookLimitedStock: boolean }> {
  // A line's stock is what the branch can sell now: 0 for a product its staff marked sold out (sold-out.ts), whatever
  // units the row still counts (or none, unlimited), so it is refused here rather than drawn from.
  const soldOut = lines.find((line) => line.stock === 0);
  if (soldOut) throw new ApiError("stock_unavailable", `${soldOut.label} is sold out`, { product_supplier_id: soldOut.productSupplierId });
  const plan = stockDraws(lines, await comboComponents(tx, instanceId, supplierId, lines.map((line) => line.productId)));
  if (!plan.ok) throw comboRefusal(plan.combo);
  for (const { productSupplierId: id, quantity, combo } of plan.draws) {
    const reserved = await tx
      .update(productSuppliers)
      .set({ stock: sql`${productSuppliers.stock} - ${quantity}` })
      .where(and(eq(productSuppliers.instanceId, instanceId), eq(productSuppliers.id, id), isNotNull(productSuppliers.stock), gte(productSuppliers.stock, quantity)))
      .returning({ id: productSuppliers.id });
    if (!reserved.length) throw combo === null ? new ApiError("stock_unavailable", "Not enough units left", { product_supplier_id: id }) : comboRefusal(combo);
  }
  return { tookLimitedStock: plan.draws.length > 0 };
}

function comboRefusal(productSupplierId: number): ApiError {
  return new ApiError("combo_stock_unavailable", "Not enough units left of a combo's products", { product_supplier_id: productSupplierId });
}

/** The order_lines rows of priced lines. */
export function orderLineRows(instanceId: number, orderId: number, lines: readonly CartLine[]) {
  return lines.map((line) => ({
    instanceId,
    orderId,
    productSupplierId: line.productSupplierId,
    label: line.label,
    unitPrice: unitTotal(line),
    options: line.options,
    quantity: line.quantity,
    lineTotal: lineTotal(line),
  }));
}
