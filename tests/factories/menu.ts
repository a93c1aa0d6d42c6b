import { lineKey, type CartLine } from "@/lib/domain/cart";
import type { MenuProduct } from "@/lib/domain/menu";

/** A menu product as the menu API answers it (prices in major units); override what a test is about. */
export function menuProduct(overrides: Partial<MenuProduct> = {}): MenuProduct {
  const id = overrides.id ?? 10;
  return {
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
}

/** A cart line without options (prices in minor units); its key follows its product unless given. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const productSupplierId = overrides.productSupplierId ?? 12;
  return {
    key: lineKey(productSupplierId, {}),
    productSupplierId,
    productId: 3,
    label: "Burger",
    image: null,
    unitPrice: 12000,
    options: [],
    quantity: 1,
    isAlcoholic: false,
    stock: null,
    ...overrides,
  };
}
