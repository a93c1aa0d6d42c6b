import type { CartLine } from "./cart";
import { cartSubtotal } from "./cart-checkout";
import { addMinor, includedPercent, maxMinor, minor, subtractMinor, ZERO, type Minor } from "../money/minor";

const CONSUMPTION_TAX_PERCENT = 8;
/** Product §1 and §9: the 8% consumption tax (impoconsumo). */
export const CONSUMPTION_TAX_RATE = CONSUMPTION_TAX_PERCENT / 100;

/** Countries whose restaurant bills carry impoconsumo. */
export const consumptionTaxCountries: readonly string[] = ["CO"];

const COUNTRY_MINIMUM_ORDER: Readonly<Record<string, Minor>> = { CO: minor(10000), MX: ZERO };

/**
 * Product §9 minimum order: 10,000 in Colombia, 0 in Mexico, only with enable-minimum-order-value. Returned in
 * minor units of the brand currency: COP has no decimals, so 10000 minor units are 10000 pesos.
 * Countries product §9 does not name have no country minimum (a zone minimum may still apply).
 */
export function countryMinimumOrder(country: string): Minor {
  return COUNTRY_MINIMUM_ORDER[country.toUpperCase()] ?? ZERO;
}

/**
 * The tax-inclusive share of `subtotal`: round(subtotal × 8 / 108). Colombian law requires restaurant
 * menu prices to include impoconsumo, so the tax is shown as the part of the subtotal it already is and
 * never added on top. Ties cannot occur for integer amounts, so plain rounding is stable.
 */
export function includedConsumptionTax(subtotal: Minor, country: string): Minor {
  if (!consumptionTaxCountries.includes(country.toUpperCase())) return ZERO;
  return includedPercent(subtotal, CONSUMPTION_TAX_PERCENT);
}

/**
 * Everything the totals depend on. Tips, coupons and checkout fees arrive in a later issue as optional
 * fields of this object, so callers written now keep compiling and keep their result.
 */
export interface TotalsInput {
  lines: readonly CartLine[];
  /** the delivery polygon's delivery_price; 0 for take-away */
  deliveryPrice: Minor;
  /** the instance's country_code */
  country: string;
  minimumOrder: {
    /** the enable-minimum-order-value flag */
    enabled: boolean;
    /** the polygon's minimum_order_value, 0 if none */
    zoneMinimum: Minor;
  };
}

export interface Totals {
  subtotal: Minor;
  deliveryPrice: Minor;
  /** the impoconsumo already inside subtotal, for display; not added to total */
  consumptionTax: Minor;
  total: Minor;
  /** 0 when the flag is off */
  minimumOrderValue: Minor;
  /** what the subtotal still lacks to reach the minimum; 0 when met */
  missingForMinimum: Minor;
  meetsMinimum: boolean;
}

/**
 * Product §9: the one totals computation, shared by the cart and checkout so they can never disagree.
 * - subtotal: the cart lines, options included;
 * - total: subtotal + delivery (the consumption tax is already inside the subtotal);
 * - minimum order: when the flag is on, the larger of the country and zone minimums, measured against the
 *   subtotal only, so a delivery fee cannot make a small order reach it.
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = cartSubtotal(input.lines);
  const { deliveryPrice } = input;

  const minimumOrderValue = input.minimumOrder.enabled
    ? maxMinor(countryMinimumOrder(input.country), input.minimumOrder.zoneMinimum)
    : ZERO;
  const missingForMinimum = maxMinor(ZERO, subtractMinor(minimumOrderValue, subtotal));

  return {
    subtotal,
    deliveryPrice,
    consumptionTax: includedConsumptionTax(subtotal, input.country),
    total: addMinor(subtotal, deliveryPrice),
    minimumOrderValue,
    missingForMinimum,
    meetsMinimum: missingForMinimum === 0,
  };
}
