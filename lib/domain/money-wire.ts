import { currencyDecimals, type Currency } from "./currency";
import type { MenuPayload, MenuProduct, MenuWire } from "./menu";
import { minor, type Minor } from "./minor";
import type { OrderJson, OrderView } from "./order-view";
import type { PartRequest } from "./split-bill";
import type { PartBody } from "./tab-bodies";
import type { TabJson, TabView } from "./tab-view";

/**
 * The one place money changes unit. Inside the app every amount is Minor; the brand file and the wire
 * formats the spec shows (the menu, orders, coupon answers, checkout refusals, the delivery zone, analytics)
 * carry major units (12000 COP, 89.5 MXN). Everything that reads or writes those goes through here.
 */

const scale = (currency: Currency) => 10 ** currencyDecimals(currency);

/** True when `amount` has no more decimals than the currency allows (e.g. COP 12000, MXN 89.50). */
export function fitsCurrencyDecimals(amount: number, currency: Currency): boolean {
  const scaled = amount * scale(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * A major-unit amount from the brand file or the wire, in minor units: 89.5 MXN → 8950. An amount with more
 * decimals than the currency has (12000.5 COP, 89.505 MXN) throws rather than being rounded: it was never
 * written by this app, and rounding it would change a price silently.
 */
export function fromMajor(amount: number, currency: Currency): Minor {
  if (!Number.isFinite(amount) || !fitsCurrencyDecimals(amount, currency)) {
    throw new RangeError(`${amount} has more decimals than ${currency} allows`);
  }
  return minor(Math.round(amount * scale(currency)));
}

/**
 * A major-unit amount a person typed (a custom tip) or a client computed, to the nearest minor unit. Only
 * for figures that are advisory or the diner's own choice; prices always go through `fromMajor`.
 */
export function nearestMinor(amount: number, currency: Currency): Minor {
  return minor(Number.isFinite(amount) ? Math.round(amount * scale(currency)) : 0);
}

/** Minor units as the wire and the brand file write them: 8950 MXN → 89.5. */
export function toMajor(amount: Minor, currency: Currency): number {
  return amount / scale(currency);
}

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

/** The menu as `/api/v1/menu/…json` answers it (spec §7): prices, promos and option prices in major units. */
export function menuToWire(menu: MenuPayload): MenuWire {
  return mapMenu(menu, (amount) => toMajor(amount, menu.currency));
}

export function menuFromWire(wire: MenuWire): MenuPayload {
  return mapMenu(wire, (amount) => fromMajor(amount, wire.currency));
}

function mapOrder<A, B>(order: OrderView<A>, convert: (amount: A) => B): OrderView<B> {
  return {
    ...order,
    subtotal: convert(order.subtotal),
    delivery_price: convert(order.delivery_price),
    discount: convert(order.discount),
    tip: convert(order.tip),
    consumption_tax: convert(order.consumption_tax),
    total: convert(order.total),
    lines: order.lines.map((line) => ({ ...line, unit_price: convert(line.unit_price), total: convert(line.total) })),
  };
}

/** The order JSON of the orders API: every amount in major units of the order's currency. */
export function orderToWire(order: OrderView): OrderJson {
  return mapOrder(order, (amount) => toMajor(amount, order.currency));
}

export function orderFromWire(json: OrderJson): OrderView {
  return mapOrder(json, (amount) => fromMajor(amount, json.currency));
}

function mapTab<A, B>(tab: TabView<A>, convert: (amount: A) => B): TabView<B> {
  return {
    ...tab,
    total: convert(tab.total),
    paid: convert(tab.paid),
    held: convert(tab.held),
    balance: convert(tab.balance),
    lines: tab.lines.map((line) => ({ ...line, unit_price: convert(line.unit_price), total: convert(line.total) })),
    parts: tab.parts.map((part) => ({
      ...part,
      amount: convert(part.amount),
      tip: convert(part.tip),
      claims: part.claims.map((claim) => ({ ...claim, amount: convert(claim.amount) })),
    })),
  };
}

/** A table's tab as GET /api/v1/places/{token}/tab answers it: major units of the tab's currency. */
export function tabToWire(tab: TabView): TabJson {
  return mapTab(tab, (amount) => toMajor(amount, tab.currency));
}

export function tabFromWire(json: TabJson): TabView {
  return mapTab(json, (amount) => fromMajor(amount, json.currency));
}

/** A payer's request as POST /api/v1/places/{token}/tab/parts takes it: a custom amount in major units, line ids as numbers. */
export function partRequestToWire(request: PartRequest, currency: Currency): PartBody["request"] {
  switch (request.way) {
    case "custom":
      return { way: "custom", amount: toMajor(request.amount, currency) };
    case "items":
      return { way: "items", claims: request.claims.map((claim) => ({ line_id: Number(claim.lineId), numerator: claim.numerator, denominator: claim.denominator })) };
    default:
      return request;
  }
}
