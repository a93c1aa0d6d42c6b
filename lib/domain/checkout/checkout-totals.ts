import type { Currency } from "../money/currency";
import { addMinor, maxMinor, minMinor, minor, subtractMinor, ZERO, type Minor } from "../money/minor";
import { isOnlineMethod, meetsMinimumOnlinePayment, MINIMUM_ONLINE_PAYMENT, type PaymentMethod } from "../payments/payment-methods";
import { tipAmount, tipOffered, type Tip } from "./tip";
import { computeTotals, includedConsumptionTax, type Totals, type TotalsInput } from "../cart/totals";

/**
 * The checkout's totals: the cart totals of computeTotals plus what only the checkout knows, namely the
 * coupon, the tip and the minimum online payment. Built on computeTotals rather than beside it, so the
 * subtotal, delivery and minimum order the checkout shows are the cart's to the peso.
 */

export interface CheckoutTotalsInput extends TotalsInput {
  currency: Currency;
  /** null until the diner picks one */
  paymentMethod: PaymentMethod | null;
  /** the disable-tip flag (product §6) */
  disableTipFlag: boolean;
  tip: Tip;
  /** the discount checkCoupon granted; 0 without a coupon */
  couponDiscount: Minor;
}

export interface CheckoutTotals extends Totals {
  /** the coupon discount actually applied: never negative, never above the subtotal */
  discount: Minor;
  tipOffered: boolean;
  /** 0 when the tip is not offered or was removed */
  tip: Minor;
  /** the gateway minimum that binds this payment; 0 for methods not paid online */
  minimumOnlinePayment: Minor;
  meetsMinimumOnlinePayment: boolean;
}

/**
 * total = subtotal − discount + delivery + tip.
 * - The tip is a share of the subtotal before the discount (tip.ts): the service was for the whole meal.
 * - The impoconsumo shown is the share of what the diner pays for the food, after the discount; the tip
 *   and the delivery carry none.
 * - The minimum order stays the cart's (measured on the subtotal before the discount), so a coupon cannot
 *   make the checkout refuse an order the cart accepted.
 * - The minimum online payment is measured on the whole amount sent to the gateway, and only when the
 *   chosen method goes through it.
 */
export function computeCheckoutTotals(input: CheckoutTotalsInput): CheckoutTotals {
  const base = computeTotals(input);
  // The coupon may come from a device's saved draft: a fraction is rounded, anything not a number is none.
  const rounded = Math.round(input.couponDiscount);
  const coupon = Number.isSafeInteger(rounded) ? minor(rounded) : ZERO;
  const discount = minMinor(base.subtotal, maxMinor(ZERO, coupon));
  const offered = tipOffered({ disableTipFlag: input.disableTipFlag });
  const tip = offered ? tipAmount(base.subtotal, input.tip) : ZERO;
  const food = subtractMinor(base.subtotal, discount);
  const total = addMinor(food, base.deliveryPrice, tip);
  const minimumOnlinePayment = input.paymentMethod && isOnlineMethod(input.paymentMethod) ? (MINIMUM_ONLINE_PAYMENT[input.currency] ?? ZERO) : ZERO;

  return {
    ...base,
    consumptionTax: includedConsumptionTax(food, input.country),
    total,
    discount,
    tipOffered: offered,
    tip,
    minimumOnlinePayment,
    meetsMinimumOnlinePayment: meetsMinimumOnlinePayment(total, input.currency, input.paymentMethod),
  };
}
