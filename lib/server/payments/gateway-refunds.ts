import "server-only";
import { randomBytes } from "node:crypto";
import type { Currency } from "@/lib/domain/money/currency";
import type { Minor } from "@/lib/domain/money/minor";
import { wompiAmountInCents } from "@/lib/domain/payments/wompi-signature";

/** A refund asked of a gateway: of which transaction, how much (minor units of its currency), under our request's key. */
export interface RefundRequest {
  transactionId: string;
  amount: Minor;
  currency: Currency;
  /** the refund's idempotency key: a gateway that takes one gets it, so a retried call refunds once there too */
  key: string;
}

/** What the gateway answered: done, still under way, or refused (with its words, for the operator). */
export interface RefundAnswer {
  status: "approved" | "pending" | "declined";
  ref: string | null;
  message: string | null;
}

/**
 * The bundled sandbox's refund, as it would answer Wompi's void: it keeps no records, so it takes the word of the
 * payment our server recorded, and refunds any transaction it issued (sbx_…), in full or in part, at once.
 */
export async function sandboxRefund(request: RefundRequest): Promise<RefundAnswer> {
  if (!request.transactionId.startsWith("sbx_")) return { status: "declined", ref: null, message: "unknown transaction" };
  return { status: "approved", ref: `sbx_rf_${randomBytes(8).toString("hex")}`, message: null };
}

/** Wompi's voids answer the transaction and the void's own status: APPROVED, PENDING, DECLINED or ERROR. */
function wompiStatus(status: unknown): RefundAnswer["status"] {
  if (status === "APPROVED" || status === "VOIDED") return "approved";
  if (status === "PENDING") return "pending";
  return "declined";
}

/**
 * Wompi's void of a card transaction: POST {api}/transactions/{id}/void with the account's private key as a Bearer
 * token and, for part of it, `amount_in_cents`. Wompi answers `{ data: { status, transaction: { id, status } } }`;
 * a 4xx is its refusal, with `{ error: { type, reason | messages } }`. A network failure or a 5xx throws: whether
 * the void happened is unknown, so the refund stays pending and the same request (same key) may be sent again.
 */
export async function wompiRefund(api: string, privateKey: string, request: RefundRequest): Promise<RefundAnswer> {
  const response = await fetch(`${api.replace(/\/+$/, "")}/transactions/${encodeURIComponent(request.transactionId)}/void`, {
    method: "POST",
    headers: { authorization: `Bearer ${privateKey}`, "content-type": "application/json", "idempotency-key": request.key },
    body: JSON.stringify({ amount_in_cents: wompiAmountInCents(request.amount, request.currency) }),
    signal: AbortSignal.timeout(20_000),
    cache: "no-store",
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { id?: string; status?: string; status_message?: string; transaction?: { id?: string; status?: string } };
    error?: { type?: string; reason?: string; messages?: unknown };
  } | null;
  if (response.status >= 500) throw new Error(`Wompi answered ${response.status} to a void`);
  if (!response.ok) {
    const error = body?.error;
    return { status: "declined", ref: null, message: [error?.type, error?.reason ?? (error?.messages ? JSON.stringify(error.messages) : null)].filter(Boolean).join(": ") || `HTTP ${response.status}` };
  }
  const data = body?.data;
  const status = wompiStatus(data?.status ?? data?.transaction?.status);
  return { status, ref: data?.id ?? data?.transaction?.id ?? null, message: status === "declined" ? (data?.status_message ?? data?.status ?? null) : null };
}
