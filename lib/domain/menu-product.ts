import { lineKey, type CartLine } from "./cart";
import { currentUnitPrice } from "./cart-reconcile";
import { toMinorUnits, type Currency } from "./currency";
import type { MenuProduct } from "./menu";
import type { OptionGroupRule, Selection } from "./options";

/** A menu product's option groups as the option rules see them: prices in minor units. */
export function optionRules(product: Pick<MenuProduct, "option_groups">, currency: Currency): OptionGroupRule[] {
  return product.option_groups.map((group) => ({
    id: group.id,
    min: group.min,
    max: group.max,
    required: group.required,
    options: group.options.map((option) => ({ id: option.id, price: toMinorUnits(option.price, currency) })),
  }));
}

/** The cart line for a product with the chosen options and quantity, priced as the menu prices it now. */
export function cartLineFor(product: MenuProduct, selection: Selection, quantity: number, currency: Currency): CartLine {
  const rules = optionRules(product, currency);
  return {
    key: lineKey(product.id, selection),
    productSupplierId: product.id,
    productId: product.product_id,
    label: product.label,
    image: product.image,
    unitPrice: currentUnitPrice(product, currency),
    options: product.option_groups.flatMap((group) =>
      group.options
        .filter((option) => selection[group.id]?.includes(option.id))
        .map((option) => ({
          groupId: group.id,
          optionId: option.id,
          label: option.label,
          price: rules.find((rule) => rule.id === group.id)!.options.find((rule) => rule.id === option.id)!.price,
        })),
    ),
    quantity,
    isAlcoholic: product.is_alcoholic,
    stock: product.stock,
  };
}
