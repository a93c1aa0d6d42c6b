import { lineKey, type CartLine, type CartLineOption } from "@/lib/domain/cart/cart";
import type { Currency } from "@/lib/domain/money/currency";
import type { MenuProduct } from "@/lib/domain/menu/menu";
import { minor } from "@/lib/domain/money/minor";
import { menuFromWire } from "@/lib/domain/menu/menu-wire";

/**
 * A menu product as the menu API answers it (prices in major units of `currency`), read into the app's
 * minor units through the serializer as the browser reads it; override what a test is about.
 */
export function menuProduct(overrides: Partial<MenuProduct<number>> = {}, currency: Currency = "COP"): MenuProduct {
  const id = overrides.id ?? 10;
  const wire: MenuProduct<number> = {
    id,
    product_id: id + 1000,
    product_supplier_id: id,
    label: "Bandeja paisa",
    description: "",
    image: null,
    price: 38000,
    promo: null,
    promo_porcent: null,
    is_alcoholic: false,
    is_new: false,
    is_promo: false,
    is_combo: false,
    important: false,
    supplier_category_id: 1,
    supplier_subcategory_id: null,
    stock: null,
    option_groups: [],
    ...overrides,
  };
  const payload = { menu: { products: [wire], categories: [] }, content_home: [], upselling_products: [], master_product_ids: [], currency, lang: "es" };
  return menuFromWire(payload).menu.products[0]!;
}

type CartLineInput = Omit<CartLine, "unitPrice" | "options"> & { unitPrice: number; options: (Omit<CartLineOption, "price"> & { price: number })[] };

/** A cart line without options (prices in minor units); its key follows its product unless given. */
export function cartLine(overrides: Partial<CartLineInput> = {}): CartLine {
  const productSupplierId = overrides.productSupplierId ?? 12;
  const { unitPrice = 12000, options = [], ...rest } = overrides;
  return {
    key: lineKey(productSupplierId, {}),
    productSupplierId,
    productId: 3,
    label: "Burger",
    image: null,
    quantity: 1,
    isAlcoholic: false,
    stock: null,
    ...rest,
    unitPrice: minor(unitPrice),
    options: options.map((option) => ({ ...option, price: minor(option.price) })),
  };
}
