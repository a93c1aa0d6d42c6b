import { orderFromWire } from "@/lib/domain/orders/order-wire";
import type { OrderJson, OrderView } from "@/lib/domain/orders/order-view";
import { MAX_RECEIPT_BYTES } from "@/lib/domain/payments/receipt-file";
import { ApiCallError, apiFailure, callApi } from "./api-failure";

/** An order as GET /api/v1/orders/{id}?token= answers it, amounts read into minor units. */
export type { OrderView };

const orderPath = (id: number, token: string, tail = "") => `/api/v1/orders/${id}${tail}?token=${encodeURIComponent(token)}`;

/** The order from a response, or the error code it carries (an unknown one or a 5xx is `network`). */
async function orderFrom(response: Response): Promise<OrderView> {
  const body = (await response.json().catch(() => null)) as { order?: OrderJson } | null;
  if (response.ok && body?.order) return orderFromWire(body.order);
  throw new ApiCallError(apiFailure(response.status, body));
}

async function send(url: string, init?: RequestInit): Promise<OrderView> {
  return orderFrom(await callApi(url, init));
}

/** The order, read with its access token; throws ApiCallError (`not_found` for a wrong token or id). */
export function fetchOrder(id: number, token: string): Promise<OrderView> {
  return send(orderPath(id, token));
}

/**
 * Sends a payment receipt and returns the order with it. A file over the limit is refused here without
 * uploading it; the server still checks size and type (by the file's bytes) itself.
 */
export function uploadReceipt(id: number, token: string, file: File): Promise<OrderView> {
  if (file.size > MAX_RECEIPT_BYTES) return Promise.reject(new ApiCallError({ code: "receipt_too_large", detail: {} }));
  const form = new FormData();
  form.set("file", file);
  return send(orderPath(id, token, "/receipt"), { method: "POST", body: form });
}

/** Asks the server to check the gateway's record of the transaction the diner came back with. */
export function reconcileOrder(id: number, token: string, transactionId: string): Promise<OrderView> {
  return send(orderPath(id, token, "/reconcile"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ transaction_id: transactionId }),
  });
}
