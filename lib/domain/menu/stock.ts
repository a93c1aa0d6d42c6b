import type { MenuProduct } from "./menu";

/**
 * Product §5 stock limit on adding to cart, and §8 "stock unavailable" (a smaller quantity suggested) and
 * "combo stock unavailable". Stock is units left at the branch; null means the product is not stock-limited.
 */

export type StockCode = "stock_unavailable" | "combo_stock_unavailable";
export interface StockRefusal {
  code: StockCode;
  suggested: number;
}
export type StockCheck = { ok: true } | ({ ok: false } & StockRefusal);

export interface ComboComponent {
  /** the component as sold at the combo's branch (product_supplier id); null when the branch does not sell it */
  productSupplierId: number | null;
  /** units of the component left at the branch; null = unlimited */
  stock: number | null;
  /** units of the component in one combo */
  quantity: number;
}

/** Units that can still be added: Infinity when unlimited, never negative (stock can drop below what is in the cart). */
export function available(stock: number | null, inCart: number): number {
  if (stock === null) return Infinity;
  return Math.max(0, stock - inCart);
}

/**
 * Whether `wanted` more units fit. When they do not, `suggested` is the smaller quantity the §8 message
 * offers: what can still be added, 0 when nothing can; a combo is refused with its own §8 message.
 * `inCart` must count every cart line of the product (the same product with other options draws from the
 * same stock).
 */
export function checkAdd(product: Pick<MenuProduct, "stock" | "is_combo">, inCart: number, wanted: number): StockCheck {
  const left = available(product.stock, inCart);
  if (wanted <= left) return { ok: true };
  return { ok: false, code: product.is_combo ? "combo_stock_unavailable" : "stock_unavailable", suggested: left };
}

/**
 * How many combos the components allow: the scarcest component decides (min of floor(stock / quantity)).
 * A component the branch does not sell allows none: the kitchen cannot make the combo without it, and the
 * brand switching the product off there means it is not to be served, alone or inside a combo. Null when no
 * component is stock-limited. A component with no positive quantity does not limit the combo.
 */
export function comboStock(components: readonly ComboComponent[]): number | null {
  let limit: number | null = null;
  for (const { productSupplierId, stock, quantity } of components) {
    if (productSupplierId === null) return 0;
    if (stock === null || quantity <= 0) continue;
    const combos = Math.max(0, Math.floor(stock / quantity));
    limit = limit === null ? combos : Math.min(limit, combos);
  }
  return limit;
}

/**
 * The units of a product the branch can sell, as the menu shows them: its own stock and, for a combo, what
 * its components allow, whichever is scarcer (null when neither is limited).
 */
export function sellableStock(own: number | null, components: readonly ComboComponent[] = []): number | null {
  const combos = comboStock(components);
  if (own === null) return combos;
  return combos === null ? own : Math.min(own, combos);
}

export interface StockDraw {
  productSupplierId: number;
  quantity: number;
  /** the first combo line that draws on this stock (its product_supplier id): a shortage here is that combo's */
  combo: number | null;
}

/** What stockDraws reads of an order's line (a cart line has it: the cart imports these rules, not the other way). */
export interface StockLine {
  productSupplierId: number;
  productId: number;
  quantity: number;
  /** units left at the branch; null = unlimited */
  stock: number | null;
}

/**
 * The units an order takes from each limited stock: a line's own units, and for a combo its components'
 * units times the combos, added to the same product's single units (a combo of burger and fries and a
 * single burger both draw on the burger's stock). Sorted by product_supplier id, so concurrent orders take
 * their rows in the same order and never wait on each other in a cycle. Refused with the combo's id when a
 * combo has a component the branch does not sell. `line.stock` is the product's own stock (null: unlimited);
 * `components` are keyed by the combo's product id.
 */
export function stockDraws(
  lines: readonly StockLine[],
  components: ReadonlyMap<number, readonly ComboComponent[]>,
): { ok: true; draws: StockDraw[] } | { ok: false; combo: number } {
  const draws = new Map<number, StockDraw>();
  const draw = (productSupplierId: number, quantity: number, combo: number | null) => {
    const current = draws.get(productSupplierId) ?? { productSupplierId, quantity: 0, combo: null };
    draws.set(productSupplierId, { productSupplierId, quantity: current.quantity + quantity, combo: current.combo ?? combo });
  };
  for (const line of lines) {
    const parts = components.get(line.productId) ?? [];
    const combo = parts.length > 0 ? line.productSupplierId : null;
    if (line.stock !== null) draw(line.productSupplierId, line.quantity, combo);
    for (const part of parts) {
      if (part.productSupplierId === null) return { ok: false, combo: line.productSupplierId };
      if (part.stock !== null) draw(part.productSupplierId, line.quantity * part.quantity, combo);
    }
  }
  return { ok: true, draws: [...draws.values()].sort((a, b) => a.productSupplierId - b.productSupplierId) };
}
