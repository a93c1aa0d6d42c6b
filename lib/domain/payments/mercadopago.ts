import { createHmac, timingSafeEqual } from "node:crypto";
import { paidWithAtMercadoPago, type PaidWith } from "./paid-with";
import { CURRENCIES, type Currency } from "../money/currency";
import { fitsCurrencyDecimals, fromMajor, toMajor } from "../money/major-units";
import type { Minor } from "../money/minor";
import { wompiAmountInCents } from "./wompi-signature";
import { answeringRecord } from "./answering-attempt";

/*
 * Mercado Pago Checkout Pro as pure rules: the webhook's x-signature check, a payment's report in the shape the
 * apply path reads (apply-event.ts: reference, amount in cents, currency, a Wompi-named status), and which payment of
 * a search answers for an attempt. The calls themselves are lib/server/payments/mercadopago-gateway.ts's.
 */

/** How far a webhook's ts may be from our clock: an older signed notification replayed is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `ts=1704908010,v1=618c…` → its ts and v1, or null when either is missing or malformed. */
export function parseSignatureHeader(header: string | null | undefined): { ts: string; v1: string } | null {
  if (!header) return null;
  const parts = new Map<string, string>();
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq > 0) parts.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const ts = parts.get("ts");
  const v1 = parts.get("v1");
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  return { ts, v1: v1.toLowerCase() };
}

/**
 * The text Mercado Pago signs: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, a part whose value is missing left
 * out, and an alphanumeric data.id in lowercase, as its notifications documentation says.
 */
export function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  const id = dataId && /^[A-Za-z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ""}${requestId ? `request-id:${requestId};` : ""}ts:${ts};`;
}

/** The v1 of a notification: HMAC-SHA256 hex of its manifest with the application's secret signature. */
export function signatureOf(secret: string, dataId: string | null, requestId: string | null, ts: string): string {
  return createHmac("sha256", secret).update(signatureManifest(dataId, requestId, ts), "utf8").digest("hex");
}

/** ts in seconds as documented; one of 13 digits or more is read as milliseconds rather than refused. */
function tsMillis(ts: string): number {
  const value = Number(ts);
  return ts.length >= 13 ? value : value * 1000;
}

export type SignatureCheck = { ok: true; v1: string } | { ok: false; reason: "missing" | "mismatch" | "stale" };

/**
 * Whether a notification was signed by Mercado Pago with `secret`: its v1 matches (constant time) and its ts is
 * within SIGNATURE_TOLERANCE_SECONDS of `now`. An empty secret verifies nothing.
 */
export function checkSignature(input: { header: string | null; requestId: string | null; dataId: string | null; secret: string; now?: Date }): SignatureCheck {
  const parsed = parseSignatureHeader(input.header);
  if (!parsed || !input.secret || !input.dataId) return { ok: false, reason: "missing" };
  const expected = Buffer.from(signatureOf(input.secret, input.dataId, input.requestId, parsed.ts), "hex");
  if (!timingSafeEqual(expected, Buffer.from(parsed.v1, "hex"))) return { ok: false, reason: "mismatch" };
  const drift = Math.abs((input.now ?? new Date()).getTime() - tsMillis(parsed.ts)) / 1000;
  if (drift > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: "stale" };
  return { ok: true, v1: parsed.v1 };
}

/** An item's unit_price: a number in the currency's major units (89.5 MXN, 24900 COP, 5990 CLP — no decimals). */
export function unitPrice(amount: Minor, currency: Currency): number {
  return toMajor(amount, currency);
}

/**
 * Mercado Pago's payment statuses under the names the apply path reads (gateway-status.ts). in_process and
 * authorized are still waiting; refunded, charged_back and in_mediation come after an approval and are no verdict
 * on an attempt, so they map to nothing and change nothing here.
 */
const STATUS: Readonly<Record<string, string>> = {
  pending: "PENDING",
  in_process: "PENDING",
  authorized: "PENDING",
  approved: "APPROVED",
  rejected: "DECLINED",
  cancelled: "VOIDED",
};

/** Card payment types; the others (ticket, atm, bank_transfer, account_money…) are no method of ours. */
const CARD_TYPES = new Set(["credit_card", "debit_card", "prepaid_card"]);

/** A payment as GET /v1/payments/{id} or a search result holds it: only the fields read here. */
export interface MercadoPagoPayment {
  id: number | string;
  status: string;
  external_reference?: string | null;
  transaction_amount: number;
  currency_id: string;
  payment_type_id?: string;
  date_created?: string;
}

/** What the apply path reads of a gateway's transaction (apply-event.ts transactionShape). */
export interface TransactionReport {
  id: string;
  reference: string;
  amount_in_cents: number;
  currency: string;
  status: string;
  payment_method_type?: string;
  /** how the money was really paid (a card, a cash voucher, a transfer, the wallet) */
  paid_with?: PaidWith;
}

function isPayment(value: unknown): value is MercadoPagoPayment {
  const p = value as MercadoPagoPayment | null;
  return (
    typeof p === "object" &&
    p !== null &&
    (typeof p.id === "number" || typeof p.id === "string") &&
    typeof p.status === "string" &&
    typeof p.transaction_amount === "number" &&
    Number.isFinite(p.transaction_amount) &&
    typeof p.currency_id === "string"
  );
}

/**
 * A payment as the apply path reads it, or null for one it cannot judge: no external_reference, a currency we do not
 * price in, or an amount with more decimals than its currency has (never rounded into a match). Its amount goes to
 * cents as Wompi counts them, so the attempt's own amount is compared the same way for every gateway.
 */
export function paymentReport(value: unknown): TransactionReport | null {
  if (!isPayment(value) || !value.external_reference) return null;
  const currency = value.currency_id as Currency;
  if (!(CURRENCIES as readonly string[]).includes(currency) || !fitsCurrencyDecimals(value.transaction_amount, currency)) return null;
  return {
    id: String(value.id),
    reference: value.external_reference,
    amount_in_cents: wompiAmountInCents(fromMajor(value.transaction_amount, currency), currency),
    currency,
    status: STATUS[value.status] ?? value.status.toUpperCase(),
    payment_method_type: value.payment_type_id && CARD_TYPES.has(value.payment_type_id) ? "CARD" : undefined,
    paid_with: paidWithAtMercadoPago(value.payment_type_id) ?? undefined,
  };
}

const RANK: Readonly<Record<string, number>> = { approved: 3, pending: 2, in_process: 2, authorized: 2 };

/**
 * Which payment of a search by external_reference answers for the attempt: an approved one first (money taken is
 * money taken), then one still waiting, then the latest. A diner may try several times inside one checkout.
 */
export function answeringPayment(results: unknown): MercadoPagoPayment | null {
  const payments = Array.isArray(results) ? results.filter(isPayment) : [];
  return answeringRecord(payments, (payment) => RANK[payment.status] ?? 0, (payment) => payment.date_created ?? "");
}
