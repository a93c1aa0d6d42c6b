/*
 * Menu availability ("86"): staff mark a product or an option (add-on) sold out at one branch until they mark it back. The
 * menu, the cart's reconciliation and the orders API all read a branch's products through these two rules, so
 * what the console marks is what every diner sees and what the server refuses.
 */

/** A product's groups as the branch offers them now: its sold-out options left out. */
export function offeredOptions<G extends { options: readonly { id: number }[] }>(groups: readonly G[], soldOut: ReadonlySet<number>): G[] {
  if (!soldOut.size) return [...groups];
  return groups.map((group) => ({ ...group, options: group.options.filter((option) => !soldOut.has(option.id)) }));
}

/**
 * The units the branch can sell now: none when the product itself is sold out or a group the diner must choose
 * from has too few options left (a required group needs max(min, 1), as validateSelection counts), else `stock`.
 */
export function stockNow(stock: number | null, productSoldOut: boolean, groups: readonly { min: number; required: boolean; options: readonly unknown[] }[]): number | null {
  if (productSoldOut) return 0;
  const short = groups.some((group) => group.options.length < (group.required ? Math.max(group.min, 1) : 0));
  return short ? 0 : stock;
}
