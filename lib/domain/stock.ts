/**
 * Spec §5 "Stock quantity limit on adding to cart" and §8 "stock unavailable (smaller quantity suggested);
 * combo stock unavailable". Stock is units left at the branch; null means the product is not stock-limited.
 */

export type StockCheck = { ok: true } | { ok: false; code: "stock_unavailable"; suggested: number };
export type ComboStockCheck = { ok: true } | { ok: false; code: "combo_stock_unavailable"; suggested: number };

export interface ComboComponent {
  /** units of the component product left at the branch; null = unlimited */
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
 * offers: what can still be added, 0 when nothing can. `inCart` must count every cart line of the product
 * (the same product with other options draws from the same stock).
 */
export function checkAdd(stock: number | null, inCart: number, wanted: number): StockCheck {
  const left = available(stock, inCart);
  return wanted <= left ? { ok: true } : { ok: false, code: "stock_unavailable", suggested: left };
}

/**
 * How many combos the components allow: the scarcest component decides (min of floor(stock / quantity)).
 * Null when no component is stock-limited. A component with no positive quantity does not limit the combo.
 */
export function comboStock(components: readonly ComboComponent[]): number | null {
  let limit: number | null = null;
  for (const { stock, quantity } of components) {
    if (stock === null || quantity <= 0) continue;
    const combos = Math.max(0, Math.floor(stock / quantity));
    limit = limit === null ? combos : Math.min(limit, combos);
  }
  return limit;
}

/** checkAdd for a combo, with the combo's own §8 message. */
export function checkComboAdd(components: readonly ComboComponent[], inCartCombos: number, wanted: number): ComboStockCheck {
  const left = available(comboStock(components), inCartCombos);
  return wanted <= left ? { ok: true } : { ok: false, code: "combo_stock_unavailable", suggested: left };
}
