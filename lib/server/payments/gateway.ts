import "server-only";
import { GATEWAY_NAMES, type GatewayName } from "@/lib/domain/payments/gateway-account";
import { originOf } from "@/lib/domain/http/security-headers";
import { answeringTransaction } from "@/lib/domain/payments/wompi-transactions";
import { env } from "../env";
import { sandboxCheckoutBase, sandboxSecrets } from "./sandbox-gateway";
import type { CheckoutRequest } from "./web-checkout";
import { sandboxRefund, wompiRefund, type RefundAnswer, type RefundRequest } from "./gateway-refunds";
import { mercadoPagoGateway } from "./mercadopago-gateway";

/**
 * A hosted-checkout gateway as our server sees it, for one account at it: where to send the diner, with which key
 * and integrity secret the amount is signed, and the secret its events are checked with. Both gateways speak
 * Wompi's Web Checkout and events protocol, so they differ only in these values. Which account a brand's payments
 * use is brand-gateway.ts's answer: its own (payment-account.ts), else the deployment's (below).
 */
export interface Gateway {
  name: GatewayName;
  /** the hosted checkout page for a diner who reached us at `dinerHost` */
  checkoutBase: (dinerHost: string, protocol: string) => string;
  publicKey: string;
  integritySecret: string;
  eventsSecret: string;
  /**
   * The gateway's own record of a transaction, asked when the diner is back and its event has not arrived.
   * Absent for the sandbox, which keeps no records: its events are all there is.
   */
  lookup?: (transactionId: string) => Promise<unknown>;
  /**
   * A checkout made by a call rather than a signed link (Mercado Pago's preference): answers where to send the diner.
   * Without it the checkout is the Web Checkout link (web-checkout.ts), signed with the integrity secret.
   */
  startCheckout?: (checkout: HostedCheckout) => Promise<string>;
  /** The gateway's record of the attempt with this reference, for the sweep when none of its transactions was named to us. */
  lookupByReference?: (reference: string) => Promise<unknown>;
  /**
   * The account's transactions created in [from, to), each as a lookup reports it and with its `created_at`, for the
   * reconciliation's check against the gateway (gateway-check.ts); throws when the gateway does not answer. Absent
   * where the account cannot list them: the sandbox keeps no records, and Wompi needs the private key.
   */
  listTransactions?: (from: Date, to: Date) => Promise<unknown[]>;
  /** Gives back part or all of an approved transaction (refund.ts); absent where the account cannot (no key for it). */
  refund?: (request: RefundRequest) => Promise<RefundAnswer>;
}

/** What a gateway with startCheckout is asked for: the checkout, and where its notifications about it go. */
export interface HostedCheckout extends CheckoutRequest {
  notificationUrl: string;
}

/** The bundled sandbox: one for the deployment, signed with PAYMENT_SANDBOX_SECRET whichever brand uses it. */
export function sandboxGateway(): Gateway {
  const secrets = sandboxSecrets();
  return { name: "sandbox", checkoutBase: sandboxCheckoutBase, publicKey: secrets.publicKey, integritySecret: secrets.integrity, eventsSecret: secrets.events, refund: sandboxRefund };
}

/** An account at Wompi: the deployment's (WOMPI_*) or a brand's own. A test account's transactions live in Wompi's sandbox API. */
export function wompiGateway(account: { publicKey: string; integritySecret: string; eventsSecret: string; test: boolean; privateKey?: string }): Gateway {
  const e = env();
  const api = e.WOMPI_API_URL ?? (account.test ? "https://sandbox.wompi.co/v1" : "https://production.wompi.co/v1");
  return {
    name: "wompi",
    checkoutBase: () => e.WOMPI_CHECKOUT_URL,
    publicKey: account.publicKey,
    integritySecret: account.integritySecret,
    eventsSecret: account.eventsSecret,
    lookup: (transactionId) => wompiTransaction(api, transactionId),
    // Wompi's search by reference needs the private key: without it only a transaction named to us can be asked about
    lookupByReference: account.privateKey ? (reference) => wompiTransactionByReference(api, account.privateKey!, reference) : undefined,
    listTransactions: account.privateKey ? (from, to) => wompiTransactionsBetween(api, account.privateKey!, from, to) : undefined,
    refund: account.privateKey ? (request) => wompiRefund(api, account.privateKey!, request) : undefined,
  };
}

/** The deployment's own account at the gateway `name` (PAYMENT_GATEWAY's keys), or null where it has none. */
export function deploymentGateway(name: string): Gateway | null {
  if (name === "sandbox") return sandboxGateway();
  if (name === "wompi") {
    const e = env();
    if (!e.WOMPI_PUBLIC_KEY || !e.WOMPI_INTEGRITY_SECRET || !e.WOMPI_EVENTS_SECRET) return null;
    // Test keys (pub_test_…) live in Wompi's sandbox environment, production keys in production.
    return wompiGateway({ publicKey: e.WOMPI_PUBLIC_KEY, integritySecret: e.WOMPI_INTEGRITY_SECRET, eventsSecret: e.WOMPI_EVENTS_SECRET, test: e.WOMPI_PUBLIC_KEY.startsWith("pub_test_"), privateKey: e.WOMPI_PRIVATE_KEY });
  }
  if (name === "mercadopago") {
    const e = env();
    if (!e.MERCADOPAGO_ACCESS_TOKEN || !e.MERCADOPAGO_WEBHOOK_SECRET) return null;
    return mercadoPagoGateway({ publicKey: e.MERCADOPAGO_PUBLIC_KEY ?? "", accessToken: e.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET });
  }
  return null;
}

/** The gateway a brand without an account of its own takes payments with (PAYMENT_GATEWAY; env validation ensures its keys). */
export function defaultGateway(): Gateway {
  return deploymentGateway(env().PAYMENT_GATEWAY)!;
}

/**
 * Where the gateway `name`'s hosted checkout lives for a diner at `host`, whoever's account it is. Mercado Pago's is
 * reached by a redirect to the preference's init_point, never a form, so it adds no origin.
 */
function checkoutBaseOf(name: GatewayName, host: string, protocol: string): string | undefined {
  if (name === "mercadopago") return undefined;
  return name === "sandbox" ? sandboxCheckoutBase(host, protocol) : env().WOMPI_CHECKOUT_URL;
}

/**
 * The checkout origins a page at `host` may send a form to (the CSP's form-action): the deployment's gateway's and,
 * where brands may have their own account (PAYMENT_SECRETS_KEY is set), every gateway's. The proxy reads no brand's
 * account for this: it runs on every request.
 */
export function checkoutOrigins(host: string, protocol: string): string[] {
  const e = env();
  const names = e.PAYMENT_SECRETS_KEY ? [e.PAYMENT_GATEWAY, ...GATEWAY_NAMES] : [e.PAYMENT_GATEWAY];
  return [...new Set(names.flatMap((name) => originOf(checkoutBaseOf(name, host, protocol))))];
}

/** GET {api}{path}: Wompi answers `{ data }`; anything else is no answer. */
async function wompiData(api: string, path: string, headers: HeadersInit = {}): Promise<unknown> {
  const response = await fetch(`${api.replace(/\/+$/, "")}${path}`, { headers, signal: AbortSignal.timeout(5000), cache: "no-store" });
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  return body?.data ?? null;
}

/** GET {api}/transactions/{id}: public, no key. */
function wompiTransaction(api: string, transactionId: string): Promise<unknown> {
  return wompiData(api, `/transactions/${encodeURIComponent(transactionId)}`);
}

/** GET {api}/transactions?reference= with the private key: the transaction that answers for our attempt (answeringTransaction). */
async function wompiTransactionByReference(api: string, privateKey: string, reference: string): Promise<unknown> {
  const listed = await wompiData(api, `/transactions?${new URLSearchParams({ reference })}`, { authorization: `Bearer ${privateKey}` });
  return answeringTransaction(listed);
}

const LIST_PAGE = 200;
/** How many pages one check reads: 10,000 transactions, more than a brand's day. */
const LIST_PAGES = 50;

/**
 * GET {api}/transactions?from_date=&until_date=&page=&page_size= with the private key: Wompi lists by whole days, so
 * the days the period touches are asked (the caller keeps the instants it asked for), a page at a time.
 */
async function wompiTransactionsBetween(api: string, privateKey: string, from: Date, to: Date): Promise<unknown[]> {
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const days = { from_date: day(from), until_date: day(new Date(to.getTime() - 1)), page_size: String(LIST_PAGE) };
  const found: unknown[] = [];
  for (let page = 1; page <= LIST_PAGES; page++) {
    const listed = await wompiData(api, `/transactions?${new URLSearchParams({ ...days, page: String(page) })}`, { authorization: `Bearer ${privateKey}` });
    if (!Array.isArray(listed)) throw new Error("Wompi did not list the account's transactions");
    found.push(...listed);
    if (listed.length < LIST_PAGE) break;
  }
  return found;
}
