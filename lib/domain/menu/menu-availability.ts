
/*
 * The console's menu availability screen ("86"): what GET /api/v1/operator/menu answers for one branch,
 * and the pure rules of its screen (the calls' bodies: menu-availability-bodies.ts).
 */

export interface AvailabilityOptionWire {
  id: number;
  label: string;
  sold_out: boolean;
}

export interface AvailabilityProductWire {
  /** the product as sold at the branch (product_supplier id): what the PATCH names */
  id: number;
  label: string;
  category: string;
  /** units left (null: unlimited) */
  stock: number | null;
  sold_out: boolean;
  option_groups: { id: number; label: string; options: AvailabilityOptionWire[] }[];
}

/** Stock a person types: whole units, within what the database's integer column and a kitchen can hold. */
export const MAX_STOCK = 100_000;

/** What staff typed as units left: empty is unlimited (null), a whole number within MAX_STOCK is itself; else invalid. */
export function parseStockInput(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d{1,6}$/.test(trimmed)) return "invalid";
  const units = Number(trimmed);
  return units <= MAX_STOCK ? units : "invalid";
}

/** The products after a product's change was accepted (the screen shows it without reading the whole menu again). */
export function withProductChange(products: readonly AvailabilityProductWire[], id: number, change: { sold_out?: boolean; stock?: number | null }): AvailabilityProductWire[] {
  return products.map((product) => (product.id === id ? { ...product, ...change } : product));
}

/** The products after an option was marked sold out or back (an option belongs to one product). */
export function withOptionChange(products: readonly AvailabilityProductWire[], optionId: number, soldOut: boolean): AvailabilityProductWire[] {
  return products.map((product) =>
    product.option_groups.some((group) => group.options.some((option) => option.id === optionId))
      ? {
          ...product,
          option_groups: product.option_groups.map((group) => ({
            ...group,
            options: group.options.map((option) => (option.id === optionId ? { ...option, sold_out: soldOut } : option)),
          })),
        }
      : product,
  );
}
