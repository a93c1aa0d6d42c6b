import type { MenuProduct } from "./menu";
import type { Minor } from "../money/minor";

/** Where an upselling offer shows (brand file `menu.upselling[].trigger`): after adding a product, or at the precheckout. */
export const UPSELL_TRIGGERS = ["add-products", "checkout"] as const;
export type UpsellTrigger = (typeof UPSELL_TRIGGERS)[number];

/** An upselling row of the brand: a product (not yet as sold at a branch) and its trigger. */
export interface UpsellRow {
  productId: number;
  trigger: UpsellTrigger;
}

/** `upselling_products.json` (v2, product §7): a menu product and the trigger it is offered on. */
export type UpsellProduct<Amount = Minor> = MenuProduct<Amount> & { trigger: UpsellTrigger };

/**
 * The upselling rows as the branch sells them for a service: each row's product from that menu, in the rows'
 * order. A product the menu does not hold (not sold there, or not for this service) is left out, and a
 * product listed twice for one trigger (brand-wide and for the branch) shows once.
 */
export function upsellingProducts(products: readonly MenuProduct[], rows: readonly UpsellRow[]): UpsellProduct[] {
  const byProduct = new Map(products.map((product) => [product.product_id, product]));
  const seen = new Set<string>();
  return rows.flatMap(({ productId, trigger }) => {
    const product = byProduct.get(productId);
    const key = `${productId}|${trigger}`;
    if (!product || seen.has(key)) return [];
    seen.add(key);
    return [{ ...product, trigger }];
  });
}

/**
 * The offers a diner adds with one tap: nothing to choose, not sold out, not one of `exclude` (the product just
 * added, or what the cart holds), and no alcohol until the diner has confirmed their age (product §5). At most three.
 */
export function oneTapOffers<P extends MenuProduct>(offers: readonly P[], exclude: readonly number[], adult: boolean): P[] {
  return offers
    .filter((p) => !exclude.includes(p.id) && p.option_groups.length === 0 && p.stock !== 0 && (adult || !p.is_alcoholic))
    .slice(0, 3);
}
