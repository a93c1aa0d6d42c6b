import type { Currency } from "../money/currency";
import { minor, ZERO, type Minor } from "../money/minor";

/**
 * Product §5 payment methods: which exist, which are paid online, and the minimum online payment. Apart from
 * the forms' schemas (payment-forms.ts) so the totals, the order pages and the server read them without zod.
 */

/** Every method a branch can accept. Which ones a branch offers comes from its configuration. */
export const PAYMENT_METHODS = ["card", "pse", "nequi", "cash_or_dataphone", "payment_on_delivery", "payment_receipt", "room_charge"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Paid now through the gateway (Wompi). */
export const ONLINE_METHODS = ["card", "pse", "nequi"] as const satisfies readonly PaymentMethod[];
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/**
 * Whether the method is charged through the online gateway at checkout. An uploaded payment receipt is a
 * transfer the diner already made outside the gateway, so the gateway's minimum does not bind it.
 */
export function isOnlineMethod(method: PaymentMethod): method is OnlineMethod {
  return (ONLINE_METHODS as readonly PaymentMethod[]).includes(method);
}

/**
 * The smallest total the gateway is asked to charge, in minor units per currency (product §5): an online
 * payment must be more than 10,000 pesos in COP; no other currency has a minimum.
 */
export const MINIMUM_ONLINE_PAYMENT: Readonly<Record<Currency, Minor>> = Object.freeze({
  COP: minor(10000),
  MXN: ZERO,
  PEN: ZERO,
  CLP: ZERO,
  USD: ZERO,
  BRL: ZERO,
  CRC: ZERO,
});

/**
 * Whether a payment of `total` by `method` may go to the gateway: one paid in person always; an online one must
 * be *over* the currency's minimum (product §5: more than 10,000 — the minimum itself is refused), any amount where
 * the currency has none.
 */
export function meetsMinimumOnlinePayment(total: Minor, currency: Currency, method: PaymentMethod | null = "card"): boolean {
  const minimum = MINIMUM_ONLINE_PAYMENT[currency] ?? ZERO;
  return !method || !isOnlineMethod(method) || minimum === ZERO || total > minimum;
}
