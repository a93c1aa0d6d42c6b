import type { CartLine } from "@/lib/domain/cart/cart";
import type { useBrandStores } from "./brand-stores";

type Stores = Pick<ReturnType<typeof useBrandStores>, "cart" | "appError">;

/**
 * Adds a line to the branch's cart. Product §8 add to cart, "general failure": when the device cannot keep it
 * (storage full), the cart stays as it was and the error dialog says so — the diner never believes a line is
 * in an order that a reload would lose. Says whether the line was added.
 */
export function addToCart(stores: Stores, supplierSlug: string, line: CartLine): boolean {
  const before = stores.cart.getState();
  try {
    before.add(supplierSlug, line);
    return true;
  } catch {
    try {
      stores.cart.setState({ supplierSlug: before.supplierSlug, lines: before.lines });
    } catch {
      // the cart in memory is back as it was; the device's copy never took the add
    }
    stores.appError.getState().showError({ key: "addToCart" });
    return false;
  }
}
