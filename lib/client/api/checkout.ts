import type { CheckoutBody } from "@/lib/domain/checkout-body";
import type { OrderView } from "./orders";

/** A refused checkout or coupon call, as the precheckout reacts to it (checkout.errors.<code>). */
export interface CheckoutFailure {
  code: string;
  /** zod field errors by dotted path, for a 400 */
  fields?: Record<string, string>;
  /** extra figures of the refusal, e.g. { minimum, missing } for minimum_order */
  detail: Record<string, unknown>;
}

type Answer<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure };

async function call<T>(url: string, init: RequestInit, pick: (body: Record<string, unknown>) => T): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: "no-store", headers: { "content-type": "application/json", ...init.headers } });
  } catch {
    return { ok: false, failure: { code: "network", detail: {} } };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body) return { ok: true, value: pick(body) };
  const error = (body?.error ?? {}) as { code?: string; fields?: Record<string, string> } & Record<string, unknown>;
  const { code, fields, message: _message, ...detail } = error;
  // A 5xx or an unreadable answer is not the diner's mistake: it reads as a network failure to retry.
  return { ok: false, failure: { code: response.status >= 500 || !code ? "network" : code, fields, detail } };
}

/** POST /api/v1/orders with the submit's Idempotency-Key: retrying with the same key cannot order twice. */
export function placeOrder(body: CheckoutBody, idempotencyKey: string): Promise<Answer<OrderView>> {
  return call("/api/v1/orders", { method: "POST", body: JSON.stringify(body), headers: { "idempotency-key": idempotencyKey } }, (b) => b.order as OrderView);
}

/** What a coupon code takes off this subtotal (major units), or why it does not apply. */
export function previewCoupon(code: string, subtotal: number, email?: string): Promise<Answer<{ code: string; discount: number }>> {
  return call("/api/v1/coupons/check", { method: "POST", body: JSON.stringify({ code, subtotal, email: email || undefined }) }, (b) => ({
    code: String(b.code),
    discount: Number(b.discount),
  }));
}
