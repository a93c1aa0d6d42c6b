import { currencyDecimals, type Currency } from "./currency";
import { minor, type Minor } from "./minor";

/**
 * Major and minor units. Inside the app every amount is Minor; the brand file and the wire formats of product §7
 * shows (the menu, orders, coupon answers, checkout refusals, the delivery zone, analytics) carry major units
 * (12000 COP, 89.5 MXN). Money shown or sent changes unit here; the wire shapes are in ../menu/menu-wire.ts, ../orders/order-wire.ts, ../tabs/tab-wire.ts and ../staff/staff-wire.ts.
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
