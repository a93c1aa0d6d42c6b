import type { CartLine } from "./cart";
import { addMinor, timesQuantity, type Minor } from "../money/minor";

// Apart from cart.ts, whose line edits every page's cart store loads: these run where a cart is priced or sent.

/** What one unit of the line costs: the product's price plus its chosen options. */
export function unitTotal(line: Pick<CartLine, "unitPrice" | "options">): Minor {
  return addMinor(line.unitPrice, ...line.options.map((o) => o.price));
}

/** unitTotal × quantity: options are charged once per unit. */
export function lineTotal(line: CartLine): Minor {
  return timesQuantity(unitTotal(line), line.quantity);
}

/** The cart's subtotal: every line with its options, before delivery, discount and tip. */
export function cartSubtotal(lines: readonly CartLine[]): Minor {
  return addMinor(...lines.map(lineTotal));
}

/** The cart as an order or a round sends it: ids, quantities and the chosen options by group — never a price. */
export function orderLinesOf(lines: readonly CartLine[]): { product_supplier_id: number; quantity: number; options: Record<string, number[]> }[] {
  return lines.map((line) => ({
    product_supplier_id: line.productSupplierId,
    quantity: line.quantity,
    options: line.options.reduce<Record<string, number[]>>((groups, option) => {
      (groups[String(option.groupId)] ??= []).push(option.optionId);
      return groups;
    }, {}),
  }));
}

/** The age gate's birth date, sent with an order or a round only when it carries alcohol (the server checks it again). */
export function birthDateFor(lines: readonly CartLine[], birthDate: string | null | undefined): string | undefined {
  return lines.some((line) => line.isAlcoholic) ? (birthDate ?? undefined) : undefined;
}
