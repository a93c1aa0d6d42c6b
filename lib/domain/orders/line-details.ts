import type { CartLine } from "../cart/cart";
import { lineTotal } from "../cart/cart-checkout";
import type { Minor } from "../money/minor";
import type { OrderLineView } from "./order-view";

/**
 * One line of an order as the diner reads it back — at the checkout's review, on the order page and in the
 * history: how many, what, the options chosen (as the kitchen makes them) and what the line costs.
 */
export interface LineDetail {
  key: string;
  quantity: number;
  label: string;
  options: string[];
  total: Minor;
}

/** The cart's lines before the order is sent: the price is the line's with its options, once per unit. */
export function cartLineDetails(lines: readonly CartLine[]): LineDetail[] {
  return lines.map((line) => ({ key: line.key, quantity: line.quantity, label: line.label, options: line.options.map((option) => option.label), total: lineTotal(line) }));
}

/** An order's lines as the server priced them; two lines of one product with other options stay two lines. */
export function orderLineDetails(lines: readonly OrderLineView[]): LineDetail[] {
  return lines.map((line, index) => ({ key: `${index}:${line.product_supplier_id}`, quantity: line.quantity, label: line.label, options: [...line.options], total: line.total }));
}

/**
 * A short list for a row of the history: the first `max` lines whole (options included, so "2 × Punta de anca"
 * says which two), and how many more lines there are.
 */
export function briefLines(lines: readonly LineDetail[], max: number): { shown: LineDetail[]; more: number } {
  const shown = lines.slice(0, Math.max(0, max));
  return { shown, more: lines.length - shown.length };
}
