import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { CURRENCIES, type Currency } from "@/lib/domain/money/currency";
import type { Minor } from "@/lib/domain/money/minor";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/domain/routing/locales";
import { ONLINE_METHODS, type OnlineMethod } from "@/lib/domain/payments/payment-methods";
import { WOMPI_METHOD_TYPE } from "@/lib/domain/payments/gateway-status";
import { sandboxOutcome, type SandboxPayment, type SandboxStatus } from "@/lib/domain/payments/sandbox-outcomes";
import { eventChecksum, integritySignature, minorFromCents, type WompiEvent } from "@/lib/domain/payments/wompi-signature";
import { env } from "@/lib/server/env";

/**
 * The bundled sandbox gateway: a stand-in for Wompi that reads the same Web Checkout query, answers with
 * Wompi's sandbox verdicts and signs its events the way Wompi does, so the app's gateway code is exercised
 * end to end without real money. It lives on its own host (proxy.ts) to play a third party faithfully.
 */

export const SANDBOX_PUBLIC_KEY = "pub_sandbox_comanda";

/** The sandbox's key and secrets, in the roles of Wompi's public key, integrity secret and events secret. */
export function sandboxSecrets() {
  const secret = env().PAYMENT_SANDBOX_SECRET;
  return { publicKey: SANDBOX_PUBLIC_KEY, integrity: `${secret}:integrity`, events: `${secret}:events` };
}

/**
 * Where diners are sent to pay: PAYMENT_SANDBOX_URL when set, else the sandbox host on the port the diner
 * used (`protocol` as in URL.protocol, "http:"), so `fogon-andino.localhost:3000` pays at `pay.localhost:3000`.
 */
export function sandboxCheckoutBase(dinerHost: string, protocol: string): string {
  const { PAYMENT_SANDBOX_URL, PAYMENT_SANDBOX_HOST } = env();
  if (PAYMENT_SANDBOX_URL) return `${PAYMENT_SANDBOX_URL.replace(/\/+$/, "")}/p`;
  // The port follows the last colon, but not inside an IPv6 literal's brackets.
  const port = /:(\d+)$/.exec(dinerHost.replace(/^\[[^\]]*\]/, ""))?.[1];
  return `${protocol}//${PAYMENT_SANDBOX_HOST}${port ? `:${port}` : ""}/p`;
}

const optionalText = z.string().trim().optional();
/** A missing or unknown `lang` is Spanish, the app's default, rather than a broken link. */
const langParam = z.enum(LOCALES).catch(DEFAULT_LOCALE);

/** The Web Checkout query (web-checkout.ts writes it). Our own two extras fall back rather than fail. */
const checkoutQuerySchema = z
  .object({
    "public-key": z.literal(SANDBOX_PUBLIC_KEY),
    currency: z.enum(CURRENCIES),
    // 15 digits stay below 2^53, so the amount is an exact integer
    "amount-in-cents": z.string().regex(/^\d{1,15}$/).transform(Number),
    reference: z.string().min(1).max(255),
    "signature:integrity": z.string().regex(/^[0-9a-f]{64}$/i),
    "redirect-url": z.url({ protocol: /^https?$/ }),
    "customer-data:email": optionalText,
    "customer-data:full-name": optionalText,
    "customer-data:phone-number": optionalText,
    "customer-data:legal-id": optionalText,
    "customer-data:legal-id-type": optionalText,
    "payment-method": z.enum(ONLINE_METHODS).catch("card"),
    lang: langParam,
  })
  .transform((query) => ({
    reference: query.reference,
    amountInCents: query["amount-in-cents"],
    currency: query.currency,
    signature: query["signature:integrity"],
    redirectUrl: query["redirect-url"],
    customer: {
      email: query["customer-data:email"],
      fullName: query["customer-data:full-name"],
      phone: query["customer-data:phone-number"],
      legalId: query["customer-data:legal-id"],
      legalIdType: query["customer-data:legal-id-type"],
    },
    method: query["payment-method"],
    locale: query.lang,
  }));

export type SandboxCheckout = z.infer<typeof checkoutQuerySchema>;

export type CheckoutReading =
  | { ok: true; checkout: SandboxCheckout }
  | { ok: false; problem: "invalid"; error: z.ZodError }
  | { ok: false; problem: "signature" };

/** The language of a checkout query, even an unreadable one, so its error page speaks the diner's language. */
export function checkoutLocale(query: Record<string, unknown>): Locale {
  return langParam.parse(query.lang);
}

/**
 * A checkout query read and its integrity signature checked against the sandbox's secret, as Wompi does
 * before showing its page: an amount, currency or reference changed on the way fails here.
 */
export function readCheckout(query: unknown): CheckoutReading {
  const parsed = checkoutQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, problem: "invalid", error: parsed.error };
  const checkout = parsed.data;
  const { reference, amountInCents, currency } = checkout;
  const expected = integritySignature({ reference, amountInCents, currency, integritySecret: sandboxSecrets().integrity });
  const signed = timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(checkout.signature, "hex"));
  return signed ? { ok: true, checkout } : { ok: false, problem: "signature" };
}

/** The checkout's amount back in the currency's minor units (formatMoney's input), undoing wompiAmountInCents. */
export function checkoutAmountMinor(checkout: Pick<SandboxCheckout, "amountInCents" | "currency">): Minor {
  return minorFromCents(checkout.amountInCents, checkout.currency);
}

/** The transaction inside a Wompi `transaction.updated` event, with the fields the app reads. */
export interface SandboxTransaction {
  id: string;
  amount_in_cents: number;
  reference: string;
  customer_email: string | null;
  currency: Currency;
  payment_method_type: (typeof WOMPI_METHOD_TYPE)[OnlineMethod];
  redirect_url: string;
  status: SandboxStatus;
}

/** Wompi signs these three properties of a transaction event. */
const SIGNED_PROPERTIES = ["transaction.id", "transaction.status", "transaction.amount_in_cents"];

/** A `transaction.updated` event as Wompi sends it, checksummed with the sandbox's events secret. */
export function sandboxEvent(transaction: SandboxTransaction, now = new Date()): WompiEvent & { signature: { checksum: string } } {
  const unsigned = {
    event: "transaction.updated",
    data: { transaction },
    environment: "test",
    signature: { properties: SIGNED_PROPERTIES, checksum: "" },
    timestamp: Math.floor(now.getTime() / 1000),
    sent_at: now.toISOString(),
  };
  // Never null: every signed property is a string or number of the transaction above.
  const checksum = eventChecksum(unsigned, sandboxSecrets().events)!;
  return { ...unsigned, signature: { ...unsigned.signature, checksum } };
}

function eventsUrl(): string {
  return env().PAYMENT_EVENTS_URL ?? `http://127.0.0.1:${env().PORT}/api/payments/events/sandbox`;
}

const DELIVERY_TIMEOUT_MS = 5_000;
const DELIVERY_RETRIES = 3;
const RETRY_PAUSE_MS = 200;

/**
 * POSTs the transaction's event to the app, with the checksum also in X-Event-Checksum as Wompi sends it.
 * A network failure, timeout or 5xx is retried up to three times; a 4xx is the receiver's final word. Never
 * throws: whether the app heard the event is its problem, as with the real gateway. True when delivered.
 */
export async function deliverEvent(transaction: SandboxTransaction): Promise<boolean> {
  const event = sandboxEvent(transaction);
  const body = JSON.stringify(event);
  let failure = "";
  for (let attempt = 0; attempt <= DELIVERY_RETRIES; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * attempt));
    try {
      const response = await fetch(eventsUrl(), {
        method: "POST",
        headers: { "content-type": "application/json", "x-event-checksum": event.signature.checksum },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      failure = `HTTP ${response.status}`;
      if (response.status < 500) break;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  console.warn(`[sandbox-gateway] event for ${transaction.id} (${transaction.status}) not delivered: ${failure}`);
  return false;
}

/**
 * Runs a validated payment the way Wompi's sandbox does. Card and Nequi settle at once and their event is
 * delivered before this returns, so the order page the diner goes back to already knows. PSE first reports
 * PENDING (delivered before returning) and its verdict follows after PAYMENT_SANDBOX_PSE_SETTLE_MS, as a
 * bank's would; nothing waits for it.
 */
export async function paySandbox(checkout: SandboxCheckout, payment: SandboxPayment): Promise<{ transaction: SandboxTransaction; redirect: string }> {
  const outcome = sandboxOutcome(payment);
  const transaction: SandboxTransaction = {
    id: `sbx_${randomBytes(12).toString("hex")}`,
    amount_in_cents: checkout.amountInCents,
    reference: checkout.reference,
    customer_email: checkout.customer.email ?? null,
    currency: checkout.currency,
    payment_method_type: WOMPI_METHOD_TYPE[payment.method],
    redirect_url: checkout.redirectUrl,
    status: outcome.pendingFirst ? "PENDING" : outcome.verdict,
  };
  await deliverEvent(transaction);
  if (outcome.pendingFirst) {
    setTimeout(() => void deliverEvent({ ...transaction, status: outcome.verdict }), env().PAYMENT_SANDBOX_PSE_SETTLE_MS);
  }
  // Wompi sends the diner back with the transaction's id and environment added to the redirect URL's query.
  const redirect = new URL(checkout.redirectUrl);
  redirect.searchParams.set("id", transaction.id);
  redirect.searchParams.set("env", "test");
  return { transaction, redirect: redirect.toString() };
}
