import { createHmac, randomUUID } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";

/**
 * A stand-in for Mercado Pago's API (MERCADOPAGO_API_URL) and its Checkout Pro page, built from the documented shapes
 * (the real one cannot be reached from the tests): POST /checkout/preferences answers an init_point; the page at that
 * init_point pays the preference as the tester chooses (approved, rejected, pending) and sends the diner to the
 * preference's back URL with payment_id, status and external_reference; GET /v1/payments/{id} and
 * GET /v1/payments/search (?external_reference=, or ?range=date_created&begin_date=&end_date=, with limit and offset) answer
 * the payments, each only to its own account's access token; and
 * every payment change is sent to the preference's notification_url as a `type=payment` webhook with `data.id` in the
 * query and an x-signature of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the account's secret signature.
 * POST /v1/payments/{id}/refunds refunds an approved payment of the token's account, `amount` (major units) or what is
 * left, never beyond it; the same X-Idempotency-Key answers the same refund. `control.refundFailure` set to a
 * status makes that endpoint answer it (a gateway down); `control.refundAnswerLost` makes the refund and answers 502
 * (an answer lost on the way back).
 */

/** Demo accounts the e2e suite sets on its Mexican and Peruvian brands (test credentials of no real account). */
export const STAND_IN_ACCOUNTS = {
  mx: { public_key: "TEST-6a1c2b7e-mx00-4c1e-9a55-standin00001", access_token: "TEST-4417-mx-standin-token-0000000001", webhook_secret: "standinMxWebhookSecret0001" },
  pe: { public_key: "TEST-6a1c2b7e-pe00-4c1e-9a55-standin00002", access_token: "TEST-4417-pe-standin-token-0000000002", webhook_secret: "standinPeWebhookSecret0002" },
};

/** x-signature's v1 for a notification, as Mercado Pago computes it (an alphanumeric data.id in lowercase). */
export function standInSignature(secret, dataId, requestId, ts) {
  const id = /^[A-Za-z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId;
  return createHmac("sha256", secret).update(`id:${id};request-id:${requestId};ts:${ts};`).digest("hex");
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the stand-in on a free port of 127.0.0.1. `accounts` maps each access token to its secret signature.
 * Resolves to { url, preferences, payments, pay, notify, close }.
 */
export async function startMercadoPagoStandIn(accounts = Object.values(STAND_IN_ACCOUNTS)) {
  const secretOf = new Map(accounts.map((account) => [account.access_token, account.webhook_secret]));
  const preferences = new Map();
  const payments = new Map();
  let nextPayment = 1_300_000_001;
  /** every refund made, in order; by idempotency key for replays */
  const refunds = [];
  const refundsByKey = new Map();
  let nextRefund = 2_100_000_001;
  const control = { refundFailure: null, refundAnswerLost: false };
  let base = "";

  const json = (response, status, body) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const tokenOf = (request) => /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? null;
  const readBody = (request) =>
    new Promise((resolve) => {
      let text = "";
      request.on("data", (chunk) => (text += chunk));
      request.on("end", () => resolve(text));
    });

  /** Pays a preference: a new payment with the chosen status, its webhook sent. */
  async function pay(preferenceId, status, { paymentType = status === "pending" ? "ticket" : "credit_card", amount } = {}) {
    const preference = preferences.get(preferenceId);
    if (!preference) throw new Error(`no preference ${preferenceId}`);
    const item = preference.body.items[0];
    const payment = {
      id: nextPayment++,
      status,
      status_detail: status === "approved" ? "accredited" : status === "rejected" ? "cc_rejected_other_reason" : "pending_waiting_payment",
      external_reference: preference.body.external_reference,
      transaction_amount: amount ?? item.unit_price * item.quantity,
      currency_id: item.currency_id,
      payment_type_id: paymentType,
      date_created: new Date(Date.now() + payments.size).toISOString(),
      preference_id: preferenceId,
      token: preference.token,
    };
    payments.set(String(payment.id), payment);
    const delivered = await notify(payment.id);
    return { payment, delivered };
  }

  /** Changes a payment's status (pending → approved) and sends its webhook again. */
  async function settle(paymentId, status) {
    const payment = payments.get(String(paymentId));
    payment.status = status;
    return notify(paymentId);
  }

  /**
   * The webhook of a payment as Mercado Pago sends it, or with `tamper` overrides (another secret, an old ts, another
   * data.id in the query than the one signed). Answers the receiver's status.
   */
  function notify(paymentId, tamper = {}) {
    const payment = payments.get(String(paymentId));
    const preference = preferences.get(payment.preference_id);
    const secret = tamper.secret ?? secretOf.get(payment.token);
    const requestId = tamper.requestId ?? randomUUID();
    const ts = tamper.ts ?? String(Math.floor(Date.now() / 1000));
    const signedId = String(payment.id);
    const sentId = tamper.dataId ?? signedId;
    const target = new URL(preference.body.notification_url);
    target.searchParams.set("data.id", sentId);
    target.searchParams.set("type", "payment");
    const body = JSON.stringify({ id: Date.now(), live_mode: false, type: "payment", date_created: new Date().toISOString(), user_id: 44170001, api_version: "v1", action: "payment.updated", data: { id: sentId } });
    const headers = { "content-type": "application/json", "x-request-id": requestId, "x-signature": `ts=${ts},v1=${standInSignature(secret, signedId, requestId, ts)}` };
    return deliver(target, headers, body);
  }

  /** POSTs to the notification URL through 127.0.0.1 (its host may be a brand's *.localhost), keeping its Host. */
  function deliver(target, headers, body) {
    return new Promise((resolve) => {
      const sent = httpRequest(
        { host: "127.0.0.1", port: target.port || 80, path: `${target.pathname}${target.search}`, method: "POST", headers: { ...headers, host: target.host, "content-length": Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
        },
      );
      sent.on("error", () => resolve(0));
      sent.end(body);
    });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", base);
    const token = tokenOf(request);
    if (request.method === "POST" && url.pathname === "/checkout/preferences") {
      if (!token || !secretOf.has(token)) return json(response, 401, { message: "invalid access token", status: 401 });
      const body = JSON.parse(await readBody(request));
      const item = body.items?.[0];
      if (!item || typeof item.unit_price !== "number" || !body.external_reference || !body.back_urls?.success || !body.notification_url) {
        return json(response, 400, { message: "invalid preference", status: 400 });
      }
      const id = `44170001-${randomUUID()}`;
      preferences.set(id, { body, token });
      const initPoint = `${base}/checkout/v1/redirect?pref_id=${id}`;
      return json(response, 201, { id, init_point: initPoint, sandbox_init_point: initPoint, external_reference: body.external_reference, items: body.items });
    }
    if (request.method === "GET" && url.pathname === "/checkout/v1/redirect") {
      const preference = preferences.get(url.searchParams.get("pref_id") ?? "");
      if (!preference) return json(response, 404, { message: "preference not found" });
      const item = preference.body.items[0];
      const button = (status, label) => `<button name="status" value="${status}" style="display:block;width:100%;margin:8px 0;padding:14px;font-size:18px">${label}</button>`;
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(`<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width"><title>Mercado Pago (stand-in)</title></head>
<body style="font-family:sans-serif;padding:16px;background:#fff;color:#222"><main><h1 style="color:#00468c">Mercado Pago</h1>
<p>Stand-in de Checkout Pro</p><p data-amount>${escapeHtml(item.currency_id)} ${escapeHtml(item.unit_price)}</p>
<form method="post" action="/checkout/v1/pay"><input type="hidden" name="pref_id" value="${escapeHtml(url.searchParams.get("pref_id"))}">
${button("approved", "Pagar (aprobado)")}${button("rejected", "Pagar (rechazado)")}${button("pending", "Pagar en efectivo (pendiente)")}</form></main></body></html>`);
    }
    if (request.method === "POST" && url.pathname === "/checkout/v1/pay") {
      const form = new URLSearchParams(await readBody(request));
      const preferenceId = form.get("pref_id") ?? "";
      const preference = preferences.get(preferenceId);
      if (!preference) return json(response, 404, { message: "preference not found" });
      const { payment } = await pay(preferenceId, form.get("status") ?? "approved");
      const backUrls = preference.body.back_urls;
      const back = new URL(payment.status === "approved" ? backUrls.success : payment.status === "rejected" ? backUrls.failure : backUrls.pending);
      for (const [key, value] of Object.entries({ collection_id: payment.id, collection_status: payment.status, payment_id: payment.id, status: payment.status, external_reference: payment.external_reference, payment_type: payment.payment_type_id, preference_id: preferenceId })) {
        back.searchParams.set(key, String(value));
      }
      response.writeHead(303, { location: back.toString() });
      return response.end();
    }
    if (request.method === "GET" && url.pathname === "/v1/payments/search") {
      if (!token || !secretOf.has(token)) return json(response, 401, { message: "invalid access token" });
      // by external_reference, or created between begin_date and end_date (range=date_created), limit and offset
      const query = url.searchParams;
      const reference = query.get("external_reference");
      const [begin, end] = ["begin_date", "end_date"].map((key) => (query.get(key) ? Date.parse(query.get(key)) : null));
      const found = [...payments.values()]
        .filter((p) => p.token === token && (!reference || p.external_reference === reference))
        .filter((p) => begin === null || (Date.parse(p.date_created) >= begin && Date.parse(p.date_created) <= end))
        .map(({ token: _token, ...p }) => p);
      const limit = Math.min(Number(query.get("limit") ?? 30) || 30, 1000);
      const offset = Number(query.get("offset") ?? 0) || 0;
      return json(response, 200, { paging: { total: found.length, limit, offset }, results: found.slice(offset, offset + limit) });
    }
    const refundOf = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
    if (request.method === "POST" && refundOf) {
      if (control.refundFailure) return json(response, control.refundFailure, { message: "internal_error", status: control.refundFailure });
      if (!token || !secretOf.has(token)) return json(response, 401, { message: "invalid access token", status: 401 });
      const key = request.headers["x-idempotency-key"];
      if (typeof key !== "string" || !key) return json(response, 400, { message: "X-Idempotency-Key is required", error: "bad_request", status: 400 });
      const replay = refundsByKey.get(`${token}:${key}`);
      if (replay) return json(response, 201, replay);
      const payment = payments.get(refundOf[1]);
      if (!payment || payment.token !== token) return json(response, 404, { message: "Payment not found", error: "not_found", status: 404 });
      if (payment.status !== "approved") return json(response, 400, { message: "Invalid payment status", error: "bad_request", status: 400 });
      const text = await readBody(request);
      const body = text ? JSON.parse(text) : {};
      const cents = (value) => Math.round(value * 100);
      const left = cents(payment.transaction_amount) - refunds.filter((r) => r.payment_id === payment.id).reduce((sum, r) => sum + cents(r.amount), 0);
      const amount = body.amount === undefined ? left / 100 : body.amount;
      if (typeof amount !== "number" || !(amount > 0) || cents(amount) > left) return json(response, 400, { message: "Invalid refund amount", error: "bad_request", status: 400 });
      const refund = { id: nextRefund++, payment_id: payment.id, amount, source: { id: "44170001", name: "stand-in", type: "collector" }, date_created: new Date().toISOString(), status: "approved", unique_sequence_number: null };
      refunds.push(refund);
      refundsByKey.set(`${token}:${key}`, refund);
      if (cents(amount) === left) payment.status = "refunded";
      else payment.status_detail = "partially_refunded";
      if (control.refundAnswerLost) return json(response, 502, { message: "bad gateway", status: 502 });
      return json(response, 201, refund);
    }
    const byId = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (request.method === "GET" && byId) {
      const payment = payments.get(byId[1]);
      // another account's payment is not found, as with Mercado Pago
      if (!payment || payment.token !== token) return json(response, 404, { message: "Payment not found", status: 404 });
      const { token: _token, ...shown } = payment;
      return json(response, 200, shown);
    }
    return json(response, 404, { message: "not found" });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return { url: base, preferences, payments, refunds, control, pay, settle, notify, close: () => new Promise((resolve) => server.close(resolve)) };
}
