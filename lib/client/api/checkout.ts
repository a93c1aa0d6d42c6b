import type { CheckoutBody } from "@/lib/domain/checkout/checkout-body";
import type { Currency } from "@/lib/domain/money/currency";
import type { Minor } from "@/lib/domain/money/minor";
import { orderFromWire } from "@/lib/domain/orders/order-wire";
import { fromMajor, toMajor } from "@/lib/domain/money/major-units";
import type { OrderJson } from "@/lib/domain/orders/order-view";
import { apiFailure, NETWORK_FAILURE, type ApiFailure } from "./api-failure";
import { callHeaders } from "./call-headers";
import type { OrderView } from "./orders";

/** The figures a refusal may carry (minimum_order: minimum and missing; coupon_below_minimum: minimum). */
const REFUSAL_AMOUNTS = ["minimum", "missing"] as const;

/** A refused checkout or coupon call, as the precheckout reacts to it: the API's failure and its figures. */
export interface CheckoutFailure extends ApiFailure {
  amounts: Partial<Record<(typeof REFUSAL_AMOUNTS)[number], Minor>>;
}

type Answer<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure };

/** The refusal's figures, which travel in major units like every amount on the wire. */
function refusal(failure: ApiFailure, currency: Currency): CheckoutFailure {
  const amounts = Object.fromEntries(
    REFUSAL_AMOUNTS.flatMap((key) => {
      const value = failure.detail[key];
      return typeof value === "number" ? [[key, fromMajor(value, currency)]] : [];
    }),
  );
  return { ...failure, amounts };
}

async function call<T>(url: string, init: RequestInit, currency: Currency, pick: (body: Record<string, unknown>) => T): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: "no-store", headers: { ...callHeaders(), "content-type": "application/json", ...init.headers } });
  } catch {
    return { ok: false, failure: refusal(NETWORK_FAILURE, currency) };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body) return { ok: true, value: pick(body) };
  return { ok: false, failure: refusal(apiFailure(response.status, body), currency) };
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
