import "server-only";
import type { Currency } from "@/lib/domain/money/currency";
import type { Locale } from "@/lib/domain/routing/locales";
import { pageLinkLang, withChoices } from "@/lib/domain/routing/url-choices";
import type { Minor } from "@/lib/domain/money/minor";
import type { OnlineMethod } from "@/lib/domain/payments/payment-methods";
import { integritySignature, wompiAmountInCents } from "@/lib/domain/payments/wompi-signature";
import { dinerAddress } from "../http/public-origin";

/**
 * What our server asks a gateway's hosted checkout to collect. The card, bank or Nequi data is typed on the
 * gateway's page, never on ours: we only send the amount, signed, and where to come back to.
 */
export interface CheckoutRequest {
  /** our payment attempt's reference, echoed in the gateway's events */
  reference: string;
  amountMinor: Minor;
  currency: Currency;
  method: OnlineMethod;
  /** the order page the diner returns to */
  redirectUrl: string;
  /** what the diner already told us; none for a part of a table's tab (the gateway's page asks for it) */
  customer: { email: string; fullName: string; phone: string; legalId: string; legalIdType: string } | null;
  locale: string;
}

/** Where a diner asked to pay from: the gateway sends them back to the same host and protocol, in the same language. */
export interface DinerReturn {
  host: string;
  protocol: string;
  locale: string;
  /** the ?lang= of the page they come back to: none for the brand's own language */
  lang: Locale | null;
}

/** Where the diner of `request` asked from, in the language of the route they asked in (its [locale]). */
export function dinerReturn(request: Request, brand: { language: string | null; langs: readonly string[] } | null, locale: string): DinerReturn {
  return { ...dinerAddress(request), locale, lang: brand ? pageLinkLang(brand, locale) : null };
}

/** The page at `path` a gateway sends the diner back to. */
export function returnUrl(where: DinerReturn, path: string): string {
  return new URL(withChoices(path, { lang: where.lang }), `${where.protocol}//${where.host}`).toString();
}

/** Our document types (product §3) in Wompi's legal-id-type names. */
const WOMPI_LEGAL_ID_TYPES: Readonly<Record<string, string>> = { cc: "CC", ce: "CE", nit: "NIT", passport: "PP" };

/** The Web Checkout query Wompi documents; the sandbox reads the same one, so both gateways share it. */
export function webCheckoutUrl(base: string, publicKey: string, integritySecret: string, request: CheckoutRequest): string {
  const amountInCents = wompiAmountInCents(request.amountMinor, request.currency);
  const url = new URL(base);
  const query = url.searchParams;
  query.set("public-key", publicKey);
  query.set("currency", request.currency);
  query.set("amount-in-cents", String(amountInCents));
  query.set("reference", request.reference);
  query.set("signature:integrity", integritySignature({ reference: request.reference, amountInCents, currency: request.currency, integritySecret }));
  query.set("redirect-url", request.redirectUrl);
  if (request.customer) setCustomer(query, request.customer);
  // Not a Wompi parameter (Wompi ignores it): the sandbox opens the method the diner already chose.
  query.set("payment-method", request.method);
  query.set("lang", request.locale);
  return url.toString();
}

function setCustomer(query: URLSearchParams, customer: NonNullable<CheckoutRequest["customer"]>) {
  query.set("customer-data:email", customer.email);
  query.set("customer-data:full-name", customer.fullName);
  query.set("customer-data:phone-number", customer.phone);
  const legalIdType = WOMPI_LEGAL_ID_TYPES[customer.legalIdType];
  // A document type Wompi has no name for is left for the diner to pick on the gateway's page.
  if (legalIdType) {
    query.set("customer-data:legal-id", customer.legalId);
    query.set("customer-data:legal-id-type", legalIdType);
  }
}
