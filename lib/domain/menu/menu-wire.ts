import type { Currency } from "../money/currency";
import { fromMajor, toMajor } from "../money/major-units";
import type { MenuPayload, MenuProduct, MenuWire } from "./menu";
import type { Minor } from "../money/minor";

/** The menu and its products on the wire (product §7): the app's objects with every amount in major units. */

function mapProduct<A, B, P extends MenuProduct<A>>(product: P, convert: (amount: A) => B): Omit<P, "price" | "promo" | "option_groups"> & MenuProduct<B> {
  return {
    ...product,
    price: convert(product.price),
    promo: product.promo === null ? null : convert(product.promo),
    option_groups: product.option_groups.map((group) => ({
      ...group,
      options: group.options.map((option) => ({ ...option, price: convert(option.price) })),
    })),
  };
}

function mapMenu<A, B>(menu: MenuPayload<A>, convert: (amount: A) => B): MenuPayload<B> {
  return { ...menu, menu: { ...menu.menu, products: menu.menu.products.map((product) => mapProduct(product, convert)) } };
}

/** One menu product as the calls that answer products (upselling, product lookup) send it: major units. */
export function productToWire<P extends MenuProduct>(product: P, currency: Currency) {
  return mapProduct(product, (amount: Minor) => toMajor(amount, currency));
}

export function productFromWire<P extends MenuProduct<number>>(product: P, currency: Currency) {
  return mapProduct(product, (amount: number) => fromMajor(amount, currency));
}

/** The menu as `/api/v1/menu/…json` answers it (product §7): prices, promos and option prices in major units. */
export function menuToWire(menu: MenuPayload): MenuWire {
  return mapMenu(menu, (amount) => toMajor(amount, menu.currency));
}

export function menuFromWire(wire: MenuWire): MenuPayload {
  return mapMenu(wire, (amount) => fromMajor(amount, wire.currency));
}
