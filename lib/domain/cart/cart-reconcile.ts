import type { CartLine } from "./cart";
import { unitTotal } from "./cart-checkout";
import type { MenuProduct } from "../menu/menu";
import type { Minor } from "../money/minor";

export type CartChange =
  | { kind: "price"; label: string; old: Minor; new: Minor }
  | { kind: "removed"; label: string }
  | { kind: "unavailable"; label: string }
  | { kind: "addons_missing"; label: string }
  | { kind: "reduced"; label: string; quantity: number };

/** What the diner pays per unit for a menu product right now: the promo price when on promotion. */
export function currentUnitPrice(product: Pick<MenuProduct, "price" | "promo">): Minor {
  return product.promo ?? product.price;
}

/**
 * Product §8: the cart checked against the branch's current menu. A product the branch no longer sells is
 * removed as unavailable, a line with a chosen option (add-on) it no longer sells as add-ons missing, one
 * out of stock as sold out; a line above the stock left is reduced; a changed price (of the product or of a
 * chosen option) is updated and reported as old → new. Lines are never silently repriced.
 */
export function reconcileCart(lines: readonly CartLine[], products: readonly MenuProduct[]): { lines: CartLine[]; changes: CartChange[] } {
  const bySupplierId = new Map(products.map((product) => [product.id, product]));
  const changes: CartChange[] = [];
  const kept: CartLine[] = [];
  const usedStock = new Map<number, number>();

  for (const line of lines) {
    const product = bySupplierId.get(line.productSupplierId);
    const optionPrices = new Map(product?.option_groups.flatMap((g) => g.options.map((o) => [o.id, o.price] as const)) ?? []);
    if (!product) {
      changes.push({ kind: "unavailable", label: line.label });
      continue;
    }
    if (line.options.some((option) => !optionPrices.has(option.optionId))) {
      changes.push({ kind: "addons_missing", label: line.label });
      continue;
    }
    if (product.stock === 0) {
      changes.push({ kind: "removed", label: line.label });
      continue;
    }
    let next: CartLine = line;
    const unitPrice = currentUnitPrice(product);
    const options = line.options.map((option) => ({ ...option, price: optionPrices.get(option.optionId)! }));
    const unitBefore = unitTotal(line);
    const unitAfter = unitTotal({ unitPrice, options });
    if (unitAfter !== unitBefore) changes.push({ kind: "price", label: line.label, old: unitBefore, new: unitAfter });
    next = { ...next, unitPrice, options, stock: product.stock };

    if (product.stock !== null) {
      const left = product.stock - (usedStock.get(product.id) ?? 0);
      if (left <= 0) {
        changes.push({ kind: "removed", label: line.label });
        continue;
      }
      if (next.quantity > left) {
        next = { ...next, quantity: left };
        changes.push({ kind: "reduced", label: line.label, quantity: left });
      }
      usedStock.set(product.id, (usedStock.get(product.id) ?? 0) + next.quantity);
    }
    kept.push(next);
  }
  return { lines: kept, changes };
}
