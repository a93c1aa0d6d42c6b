import { createHash, randomInt } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";

/**
 * A stand-in for Wompi (a third party the tests cannot reach), built from its documented API:
 * - Web Checkout: GET /p/ with the signed query (public-key, currency, amount-in-cents, reference, signature:integrity,
 *   redirect-url, customer-data:*) shows a payment page only when the integrity signature — SHA-256 of reference +
 *   amount-in-cents + currency + the account's integrity secret — verifies; paying there makes a transaction, sends its
 *   `transaction.updated` event to the account's events URL (checksum: SHA-256 of transaction.id, .status and
 *   .amount_in_cents, the event's timestamp and the events secret, also in X-Event-Checksum) and sends the diner back to
 *   redirect-url with `id` and `env=test` added.
 * - GET /v1/transactions/{id} answers `{ data: transaction }` to anyone; GET /v1/transactions?reference= (or
 *   ?from_date=&until_date=&page=&page_size=) answers `{ data: [transactions], meta }` of the private key's account.
 * - POST /v1/transactions/{id}/void (the account's private key as Bearer, `amount_in_cents` for part of it) voids an
 *   approved card transaction and answers `{ data: { id, status: "APPROVED", transaction } }`; 401 without the key,
 *   404 for an unknown transaction, 422 `INPUT_VALIDATION_ERROR` for more than is left or a method that cannot be voided.
 */

/** The test account the e2e suite's Colombian brand sets (test keys of no real account). */
export const WOMPI_STAND_IN_ACCOUNT = {
  public_key: "pub_test_StandInComanda0001",
  private_key: "prv_test_LlavePrivadaDePrueba01",
  integrity_secret: "test_integrity_StandInComanda0001",
  events_secret: "test_events_StandInComanda0001",
};

const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SIGNED_PROPERTIES = ["transaction.id", "transaction.status", "transaction.amount_in_cents"];

/** What the payment page offers: each method with the verdict the tester picks, as Wompi's sandbox test data does. */
const OUTCOMES = [
  { value: "CARD:APPROVED", label: "Tarjeta (aprobada)" },
  { value: "CARD:DECLINED", label: "Tarjeta (rechazada)" },
  { value: "NEQUI:APPROVED", label: "Nequi (aprobado)" },
  { value: "PSE:PENDING", label: "PSE (pendiente)" },
];

export class WompiStandIn {
  /** transactions by id; a test may add its own (without `account`, any known private key may void them) */
  transactions = new Map();
  /** every void done: { transaction, amountInCents, key } */
  voids = [];
  /** answer every void with this status instead (a gateway down: 503) */
  failWith = null;
  /** every event sent: { transaction id, status, delivered (the receiver's HTTP status, 0 when unreachable) } */
  events = [];
  #accounts;
  #eventsUrl;
  #checkouts = new Map();
  #server;

  /** `eventsUrl`: where the accounts' events go, as set in Wompi's merchant panel (a function: read when sending). */
  constructor({ accounts = [WOMPI_STAND_IN_ACCOUNT], eventsUrl = () => null } = {}) {
    this.#accounts = accounts;
    this.#eventsUrl = eventsUrl;
  }

  get privateKey() {
    return this.#accounts[0].private_key;
  }

  get origin() {
    return `http://127.0.0.1:${this.#server.address().port}`;
  }

  /** WOMPI_API_URL */
  get url() {
    return `${this.origin}/v1`;
  }

  /** WOMPI_CHECKOUT_URL */
  get checkoutUrl() {
    return `${this.origin}/p/`;
  }

  async start() {
    this.#server = createServer((request, response) => {
      void this.#answer(request).then(({ status, body, html, location }) => {
        // one connection per call: a kept-alive socket the server times out as the next POST reuses it fails that POST
        const headers = { connection: "close" };
        if (location) response.writeHead(status, { ...headers, location });
        else response.writeHead(status, { ...headers, "content-type": html ? "text/html; charset=utf-8" : "application/json" });
        response.end(html ?? (location ? undefined : JSON.stringify(body)));
      });
    });
    await new Promise((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
  }

  stop() {
    return new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  /** Changes a transaction's status (a PSE payment the bank settles) and sends its event again. */
  settle(id, status) {
    const transaction = this.transactions.get(id);
    transaction.status = status;
    return this.#sendEvent(transaction);
  }

  async #answer(request) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const text = await readBody(request);
    if (request.method === "GET" && url.pathname === "/p/") return this.#checkoutPage(url.searchParams);
    if (request.method === "POST" && url.pathname === "/p/pay") return this.#pay(new URLSearchParams(text));
    const account = this.#accounts.find((a) => request.headers.authorization === `Bearer ${a.private_key}`);
    if (request.method === "GET" && url.pathname === "/v1/transactions") {
      if (!account) return unauthorized();
      return { status: 200, ...this.#search(url.searchParams, account) };
    }
    const match = /^\/v1\/transactions\/([^/]+)(\/void)?$/.exec(url.pathname);
    const found = match ? this.transactions.get(decodeURIComponent(match[1])) : undefined;
    if (!match?.[2]) return found ? { status: 200, body: { data: shown(found) } } : { status: 404, body: { error: { type: "NOT_FOUND_ERROR" } } };
    if (this.failWith) return { status: this.failWith, body: {} };
    if (!account) return unauthorized();
    if (!found || !belongsTo(found, account)) return { status: 404, body: { error: { type: "NOT_FOUND_ERROR", reason: "La entidad solicitada no existe" } } };
    const id = String(found.id);
    const voided = this.voids.filter((done) => done.transaction === id).reduce((sum, done) => sum + done.amountInCents, 0);
    const left = Number(found.amount_in_cents) - voided;
    const asked = JSON.parse(text || "{}").amount_in_cents ?? left;
    if (found.status !== "APPROVED" || found.payment_method_type !== "CARD" || asked <= 0 || asked > left) {
      return { status: 422, body: { error: { type: "INPUT_VALIDATION_ERROR", messages: { amount_in_cents: [`Debe ser como máximo ${left}`] } } } };
    }
    const key = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : null;
    this.voids.push({ transaction: id, amountInCents: asked, key });
    if (asked === left) found.status = "VOIDED";
    return { status: 201, body: { data: { id: `void_${this.voids.length}`, status: "APPROVED", transaction: shown(found) } } };
  }

  /**
   * The private key's account's transactions: by `reference`, or created between `from_date` and `until_date` (whole
   * days, UTC, both included), newest first, a page of `page_size` (at most 200) at a time.
   */
  #search(query, account) {
    const reference = query.get("reference");
    const from = query.get("from_date");
    const until = query.get("until_date");
    if (!reference && !(from && until)) return { status: 422, body: { error: { type: "INPUT_VALIDATION_ERROR", messages: { from_date: ["Requerido"] } } } };
    const inDays = (t) => !from || (t.created_at.slice(0, 10) >= from && t.created_at.slice(0, 10) <= until);
    const found = [...this.transactions.values()]
      .filter((t) => belongsTo(t, account) && (!reference || t.reference === reference) && inDays(t))
      .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
    const size = Math.min(Number(query.get("page_size") ?? 10) || 10, 200);
    const page = Math.max(Number(query.get("page") ?? 1) || 1, 1);
    return { body: { data: found.slice((page - 1) * size, page * size).map(shown), meta: { page, page_size: size, total_results: found.length } } };
  }

  /** The page Wompi shows for a signed checkout; an altered amount, reference or currency never gets one. */
  #checkoutPage(query) {
    const account = this.#accounts.find((a) => a.public_key === query.get("public-key"));
    const reference = query.get("reference") ?? "";
    const amountInCents = query.get("amount-in-cents") ?? "";
    const currency = query.get("currency") ?? "";
    const redirectUrl = query.get("redirect-url") ?? "";
    if (!account) return errorPage(401, "La llave pública no es de ningún comercio.");
    if (!/^\d+$/.test(amountInCents) || currency !== "COP" || !reference || !/^https?:\/\//.test(redirectUrl)) return errorPage(422, "Faltan datos del pago.");
    if (query.get("signature:integrity") !== sha256(`${reference}${amountInCents}${currency}${account.integrity_secret}`)) {
      return errorPage(422, "La firma de integridad no es válida.");
    }
    const checkout = String(this.#checkouts.size + 1);
    this.#checkouts.set(checkout, { account, reference, amountInCents: Number(amountInCents), currency, redirectUrl, email: query.get("customer-data:email") });
    const pesos = new Intl.NumberFormat("es-CO").format(Number(amountInCents) / 100);
    const buttons = OUTCOMES.map(({ value, label }) => `<button name="outcome" value="${value}" style="display:block;width:100%;margin:8px 0;padding:14px;font-size:18px">${label}</button>`).join("");
    return {
      status: 200,
      html: `<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width"><title>Wompi (stand-in)</title></head>
<body style="font-family:sans-serif;padding:16px;background:#fff;color:#222"><main><h1 style="color:#1a1a1a">Wompi</h1>
<p>Stand-in del Web Checkout</p><p>Referencia <span data-reference>${escapeHtml(reference)}</span></p><p data-amount>$ ${escapeHtml(pesos)} ${escapeHtml(currency)}</p>
<form method="post" action="/p/pay"><input type="hidden" name="checkout" value="${checkout}">${buttons}</form></main></body></html>`,
    };
  }

  async #pay(form) {
    const checkout = this.#checkouts.get(form.get("checkout") ?? "");
    const outcome = OUTCOMES.find((o) => o.value === form.get("outcome"));
    if (!checkout || !outcome) return errorPage(404, "Ese pago no existe.");
    const [method, status] = outcome.value.split(":");
    // Wompi's transaction ids: merchant number, Unix time, a serial
    const transaction = {
      id: `11904-${Math.floor(Date.now() / 1000)}-${randomInt(10_000, 99_999)}`,
      created_at: new Date().toISOString(),
      amount_in_cents: checkout.amountInCents,
      reference: checkout.reference,
      customer_email: checkout.email,
      currency: checkout.currency,
      payment_method_type: method,
      payment_method: { type: method },
      redirect_url: checkout.redirectUrl,
      status,
      status_message: status === "DECLINED" ? "Transacción rechazada" : null,
      account: checkout.account.public_key,
    };
    this.transactions.set(transaction.id, transaction);
    await this.#sendEvent(transaction);
    const back = new URL(checkout.redirectUrl);
    back.searchParams.set("id", transaction.id);
    back.searchParams.set("env", "test");
    return { status: 303, location: back.toString() };
  }

  /** POSTs the transaction's `transaction.updated` event to the events URL, signed with its account's events secret. */
  async #sendEvent(transaction) {
    const account = this.#accounts.find((a) => a.public_key === transaction.account) ?? this.#accounts[0];
    const target = this.#eventsUrl();
    const data = { transaction: shown(transaction) };
    const timestamp = Math.floor(Date.now() / 1000);
    const checksum = sha256(`${data.transaction.id}${data.transaction.status}${data.transaction.amount_in_cents}${timestamp}${account.events_secret}`);
    const event = { event: "transaction.updated", data, environment: "test", signature: { properties: SIGNED_PROPERTIES, checksum }, timestamp, sent_at: new Date().toISOString() };
    const delivered = target ? await post(new URL(target), JSON.stringify(event), { "x-event-checksum": checksum }) : 0;
    this.events.push({ transaction: transaction.id, status: transaction.status, delivered });
    return delivered;
  }
}

/** A transaction as the API shows it: without the stand-in's note of whose it is. */
function shown({ account: _account, ...transaction }) {
  return transaction;
}

function belongsTo(transaction, account) {
  return !transaction.account || transaction.account === account.public_key;
}

function unauthorized() {
  return { status: 401, body: { error: { type: "INVALID_ACCESS_TOKEN", reason: "Se esperaba una llave privada" } } };
}

function errorPage(status, message) {
  return { status, html: `<!doctype html><html lang="es"><head><title>Wompi (stand-in)</title></head><body><main><h1>Wompi</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>` };
}

async function readBody(request) {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

/** POSTs JSON to `target` through 127.0.0.1 (its host may be a brand's *.localhost), keeping its Host; the status, 0 when unreachable. */
function post(target, body, headers) {
  return new Promise((resolve) => {
    const sent = httpRequest(
      { host: "127.0.0.1", port: target.port || 80, path: `${target.pathname}${target.search}`, method: "POST", headers: { ...headers, "content-type": "application/json", host: target.host, "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on("error", () => resolve(0));
    sent.end(body);
  });
}
