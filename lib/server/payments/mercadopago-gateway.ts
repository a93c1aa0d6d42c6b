import "server-only";
import { answeringPayment, paymentReport, unitPrice } from "@/lib/domain/payments/mercadopago";
import { env } from "../env";
import type { Gateway, HostedCheckout } from "./gateway";
import type { RefundAnswer, RefundRequest } from "./gateway-refunds";

/*
 * A brand's account at Mercado Pago, Checkout Pro: the checkout is a preference created with the access token
 * (POST /checkout/preferences) whose init_point the diner is sent to; a payment is read back with the same token
 * (GET /v1/payments/{id}, GET /v1/payments/search?external_reference=) and reported in the shape the apply path reads;
 * a refund is POST /v1/payments/{id}/refunds.
 * Plain fetch: the API's shapes are few. MERCADOPAGO_API_URL points the tests at a stand-in.
 */

export interface MercadoPagoAccount {
  publicKey: string;
  accessToken: string;
  webhookSecret: string;
}

const TIMEOUT_MS = 8000;

async function call(account: MercadoPagoAccount, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${env().MERCADOPAGO_API_URL.replace(/\/+$/, "")}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${account.accessToken}`, "content-type": "application/json", ...init.headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: "no-store",
  });
  // a payment Mercado Pago does not know (or not to this token): no record, not a failure
  if (response.status === 404 && (init.method ?? "GET") === "GET") {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`Mercado Pago ${init.method ?? "GET"} ${path.split("?")[0]}: HTTP ${response.status}`);
  }
  return response.json();
}

/**
 * The preference of one attempt: one item for the whole amount (our server priced it), the attempt's reference as
 * external_reference, the same page to come back to whatever the verdict (it reads the order itself), auto_return
 * on approval, and the notification URL that names the attempt so its brand's secret checks the webhook.
 */
export function preferenceBody(checkout: HostedCheckout) {
  return {
    items: [{ id: checkout.reference, title: checkout.reference, quantity: 1, currency_id: checkout.currency, unit_price: unitPrice(checkout.amountMinor, checkout.currency) }],
    payer: checkout.customer ? { name: checkout.customer.fullName, email: checkout.customer.email } : undefined,
    external_reference: checkout.reference,
    back_urls: { success: checkout.redirectUrl, failure: checkout.redirectUrl, pending: checkout.redirectUrl },
    auto_return: "approved",
    notification_url: checkout.notificationUrl,
  };
}

async function createPreference(account: MercadoPagoAccount, checkout: HostedCheckout): Promise<string> {
  const created = (await call(account, "/checkout/preferences", {
    method: "POST",
    body: JSON.stringify(preferenceBody(checkout)),
    // a retried creation answers the same preference
    headers: { "x-idempotency-key": checkout.reference },
  })) as { init_point?: unknown };
  if (typeof created?.init_point !== "string") throw new Error("Mercado Pago answered a preference without its init_point");
  return created.init_point;
}

/** GET /v1/payments/{id}: the payment as the apply path reads it; null when Mercado Pago does not know it. */
async function paymentById(account: MercadoPagoAccount, id: string): Promise<unknown> {
  if (!/^\d{1,20}$/.test(id)) return null;
  return paymentReport(await call(account, `/v1/payments/${id}`));
}

/** GET /v1/payments/search?external_reference=: the payment that answers for the attempt (answeringPayment). */
async function paymentByReference(account: MercadoPagoAccount, reference: string): Promise<unknown> {
  const query = new URLSearchParams({ external_reference: reference, sort: "date_created", criteria: "desc", limit: "30" });
  const found = (await call(account, `/v1/payments/search?${query}`)) as { results?: unknown };
  return paymentReport(answeringPayment(found?.results));
}

const SEARCH_PAGE = 100;
/** How many pages one check reads: 5,000 payments, more than a brand's day. */
const SEARCH_PAGES = 50;

/**
 * GET /v1/payments/search?range=date_created&begin_date=&end_date=, a page at a time: the account's payments created in
 * [from, to), each reported as a lookup reports it, with its date_created as created_at.
 */
async function paymentsBetween(account: MercadoPagoAccount, from: Date, to: Date): Promise<unknown[]> {
  const range = { range: "date_created", begin_date: from.toISOString(), end_date: new Date(to.getTime() - 1).toISOString(), sort: "date_created", criteria: "asc", limit: String(SEARCH_PAGE) };
  const found: unknown[] = [];
  for (let page = 0; page < SEARCH_PAGES; page++) {
    const answer = (await call(account, `/v1/payments/search?${new URLSearchParams({ ...range, offset: String(page * SEARCH_PAGE) })}`)) as { results?: unknown } | null;
    if (!Array.isArray(answer?.results)) throw new Error("Mercado Pago did not list the account's payments");
    for (const payment of answer.results as { date_created?: unknown }[]) {
      const report = paymentReport(payment);
      if (report) found.push({ ...report, created_at: payment.date_created });
    }
    if (answer.results.length < SEARCH_PAGE) break;
  }
  return found;
}

/** A refund's status at Mercado Pago: approved; in_process (or pending) still under way; rejected, cancelled and the rest refused. */
function refundStatus(status: unknown): RefundAnswer["status"] {
  if (status === "approved") return "approved";
  if (status === "in_process" || status === "pending" || status === "authorized") return "pending";
  return "declined";
}

const UNDECIDED = new Set([408, 409, 429]);

/**
 * POST /v1/payments/{id}/refunds with the access token, our refund's key as X-Idempotency-Key (a retry answers the
 * same refund) and `amount` in the currency's major units — always sent: a refund of what is left is one of its
 * amount. Mercado Pago answers `{ id, payment_id, amount, status }`; another 4xx is its refusal (`{ message, error }`).
 * A network failure or a 5xx throws: whether money left is unknown, so the refund stays pending and may be asked again.
 */
export async function mercadoPagoRefund(account: MercadoPagoAccount, request: RefundRequest): Promise<RefundAnswer> {
  if (!/^\d{1,20}$/.test(request.transactionId)) return { status: "declined", ref: null, message: "unknown payment" };
  const response = await fetch(`${env().MERCADOPAGO_API_URL.replace(/\/+$/, "")}/v1/payments/${request.transactionId}/refunds`, {
    method: "POST",
    // X-Render-In-Process-Refunds: a refund still in process (Pix's contingency) answers 201 in_process, not a 400
    // that would read as a refusal and give its amount back while money may yet leave
    headers: { authorization: `Bearer ${account.accessToken}`, "content-type": "application/json", "x-idempotency-key": request.key, "x-render-in-process-refunds": "true" },
    body: JSON.stringify({ amount: unitPrice(request.amount, request.currency) }),
    signal: AbortSignal.timeout(20_000),
    cache: "no-store",
  });
  const body = (await response.json().catch(() => null)) as { id?: unknown; status?: unknown; message?: unknown; error?: unknown } | null;
  // a 5xx, or a 408/409/429 (timed out, the same key still at work, too many calls): no verdict yet
  if (response.status >= 500 || UNDECIDED.has(response.status)) throw new Error(`Mercado Pago answered ${response.status} to a refund`);
  if (!response.ok) {
    return { status: "declined", ref: null, message: [body?.error, body?.message].filter((part) => typeof part === "string" && part).join(": ") || `HTTP ${response.status}` };
  }
  const status = refundStatus(body?.status);
  const ref = typeof body?.id === "number" || typeof body?.id === "string" ? String(body.id) : null;
  return { status, ref, message: status === "declined" ? (typeof body?.status === "string" ? body.status : null) : null };
}

/** A brand's own Mercado Pago account as the payment code uses it. Its events secret is the webhook secret. */
export function mercadoPagoGateway(account: MercadoPagoAccount): Gateway {
  return {
    name: "mercadopago",
    checkoutBase: () => env().MERCADOPAGO_API_URL,
    publicKey: account.publicKey,
    integritySecret: "",
    eventsSecret: account.webhookSecret,
    startCheckout: (checkout) => createPreference(account, checkout),
    lookup: (id) => paymentById(account, id),
    lookupByReference: (reference) => paymentByReference(account, reference),
    listTransactions: (from, to) => paymentsBetween(account, from, to),
    refund: (request) => mercadoPagoRefund(account, request),
  };
}
