import { lineKey, type CartLine } from "../cart/cart";
import { currentUnitPrice } from "../cart/cart-reconcile";
import type { MenuProduct } from "./menu";
import type { Selection } from "./options";

/** What a cart line is built from: the parts of a menu product that price it, enough for the server to price an order. */
export type PricedProduct = Pick<MenuProduct, "id" | "product_id" | "label" | "image" | "price" | "promo" | "is_alcoholic" | "stock" | "option_groups">;

/** The cart line for a product with the chosen options and quantity, priced as the menu prices it now. */
export function cartLineFor(product: PricedProduct, selection: Selection, quantity: number): CartLine {
  return {
    key: lineKey(product.id, selection),
    productSupplierId: product.id,
    productId: product.product_id,
    label: product.label,
    image: product.image,
    unitPrice: currentUnitPrice(product),
    options: product.option_groups.flatMap((group) =>
      group.options
        .filter((option) => selection[group.id]?.includes(option.id))
        .map((option) => ({ groupId: group.id, optionId: option.id, label: option.label, price: option.price })),
    ),
    quantity,
    isAlcoholic: product.is_alcoholic,
    stock: product.stock,
  };
}
