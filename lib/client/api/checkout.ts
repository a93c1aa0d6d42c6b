import type { CheckoutBody } from "@/lib/domain/checkout-body";
import { apiFailure, NETWORK_FAILURE, type ApiFailure } from "./api-failure";
import type { OrderView } from "./orders";

type Answer<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

async function call<T>(url: string, init: RequestInit, pick: (body: Record<string, unknown>) => T): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: "no-store", headers: { "content-type": "application/json", ...init.headers } });
  } catch {
    return { ok: false, failure: NETWORK_FAILURE };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body) return { ok: true, value: pick(body) };
  return { ok: false, failure: apiFailure(response.status, body) };
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
