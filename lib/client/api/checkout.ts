import type { CheckoutBody } from "@/lib/domain/checkout-body";
import type { Currency } from "@/lib/domain/currency";
import type { Minor } from "@/lib/domain/minor";
import { fromMajor, orderFromWire, toMajor } from "@/lib/domain/money-wire";
import type { OrderJson } from "@/lib/domain/order-view";
import type { OrderView } from "./orders";

/** The figures a refusal may carry (minimum_order: minimum and missing; coupon_below_minimum: minimum). */
const REFUSAL_AMOUNTS = ["minimum", "missing"] as const;

/** A refused checkout or coupon call, as the precheckout reacts to it (checkout.errors.<code>). */
export interface CheckoutFailure {
  code: string;
  /** zod field errors by dotted path, for a 400 */
  fields?: Record<string, string>;
  /** the refusal's figures, e.g. { minimum, missing } for minimum_order */
  amounts: Partial<Record<(typeof REFUSAL_AMOUNTS)[number], Minor>>;
}

type Answer<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure };

async function call<T>(url: string, init: RequestInit, currency: Currency, pick: (body: Record<string, unknown>) => T): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: "no-store", headers: { "content-type": "application/json", ...init.headers } });
  } catch {
    return { ok: false, failure: { code: "network", amounts: {} } };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body) return { ok: true, value: pick(body) };
  const error = (body?.error ?? {}) as { code?: string; fields?: Record<string, string> } & Record<string, unknown>;
  const { code, fields } = error;
  const amounts = Object.fromEntries(
    REFUSAL_AMOUNTS.flatMap((key) => (typeof error[key] === "number" ? [[key, fromMajor(error[key], currency)]] : [])),
  );
  // A 5xx or an unreadable answer is not the diner's mistake: it reads as a network failure to retry.
  return { ok: false, failure: { code: response.status >= 500 || !code ? "network" : code, fields, amounts } };
}

/** POST /api/v1/orders with the submit's Idempotency-Key: retrying with the same key cannot order twice. */
export function placeOrder(body: CheckoutBody, idempotencyKey: string, currency: Currency): Promise<Answer<OrderView>> {
  const init = { method: "POST", body: JSON.stringify(body), headers: { "idempotency-key": idempotencyKey } };
  return call("/api/v1/orders", init, currency, (b) => orderFromWire(b.order as OrderJson));
}

/** What a coupon code takes off this subtotal, or why it does not apply. */
export function previewCoupon(code: string, subtotal: Minor, currency: Currency, email?: string): Promise<Answer<{ code: string; discount: Minor }>> {
  const init = { method: "POST", body: JSON.stringify({ code, subtotal: toMajor(subtotal, currency), email: email || undefined }) };
  return call("/api/v1/coupons/check", init, currency, (b) => ({ code: String(b.code), discount: fromMajor(Number(b.discount), currency) }));
}
