import type { Minor } from "../money/minor";
import type { Selection } from "../menu/options";
import { available } from "../menu/stock";

/**
 * The cart of product §3 (order state shoppingCart, idsProductsOnCart). Every function returns a new array
 * and never changes its input, so a store can hold the cart as an immutable value.
 */
export interface CartLineOption {
  groupId: number;
  optionId: number;
  label: string;
  price: Minor;
}

export interface CartLine {
  /** lineKey(productSupplierId, selection) */
  key: string;
  productSupplierId: number;
  productId: number;
  label: string;
  image: string | null;
  /** base price or promo price */
  unitPrice: Minor;
  options: CartLineOption[];
  quantity: number;
  isAlcoholic: boolean;
  /** units left at the branch when the line was last touched; null = unlimited */
  stock: number | null;
}

/**
 * Identity of a cart line: the same product with the same options is one line whose quantity grows, in
 * whatever order the options were tapped. Groups and ids are sorted, duplicates and empty groups dropped.
 * Shape: "12" without options, "12|1:10|2:20,21" with them.
 */
export function lineKey(productSupplierId: number, selection: Selection): string {
  const groups = Object.entries(selection)
    .map(([groupId, ids]) => [Number(groupId), [...new Set(ids)].sort((a, b) => a - b)] as const)
    .filter(([, ids]) => ids.length > 0)
    .sort(([a], [b]) => a - b)
    .map(([groupId, ids]) => `${groupId}:${ids.join(",")}`);
  return [String(productSupplierId), ...groups].join("|");
}

/** Units of one product across all its lines: lines with other options draw from the same stock. */
export function productQuantity(lines: readonly CartLine[], productSupplierId: number, exceptKey?: string): number {
  return lines
    .filter((l) => l.productSupplierId === productSupplierId && l.key !== exceptKey)
    .reduce((sum, l) => sum + l.quantity, 0);
}

/** The most units a line may hold: its product's stock less what the product's other lines already take. */
export function lineCap(lines: readonly CartLine[], line: Pick<CartLine, "key" | "productSupplierId" | "stock">): number {
  return available(line.stock, productQuantity(lines, line.productSupplierId, line.key));
}

/**
 * Adds a line, or merges its quantity into the line with the same key. The merged line keeps its data but
 * takes the incoming stock, the freshest known. Quantities are clamped to stock as a last guard; callers
 * run checkAdd (../menu/stock.ts) first so the diner sees the §8 "smaller quantity suggested" message instead.
 */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.key === line.key);
  const wanted = (existing?.quantity ?? 0) + line.quantity;
  const quantity = Math.min(wanted, lineCap(lines, line));
  if (!existing) return quantity > 0 ? [...lines, { ...line, quantity }] : [...lines];
  return lines.map((l) => (l.key === line.key ? { ...l, stock: line.stock, quantity } : l));
}

/** Sets a line's quantity: 0 or less removes it; never above the stock its product has left. */
export function setQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  const line = lines.find((l) => l.key === key);
  if (!line) return [...lines];
  const next = Math.min(Math.floor(quantity), lineCap(lines, line));
  if (next <= 0) return removeLine(lines, key);
  return lines.map((l) => (l.key === key ? { ...l, quantity: next } : l));
}

export function removeLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((l) => l.key !== key);
}

/** Product §3 idsProductsOnCart: the distinct product_supplier ids in the cart, in the order first added. */
export function idsProductsOnCart(lines: readonly CartLine[]): number[] {
  return [...new Set(lines.map((l) => l.productSupplierId))];
}

/** Units in the cart (the badge count), not lines. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}
