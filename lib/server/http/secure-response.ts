import "server-only";
import { contentSecurityPolicy, CSP_HEADER, originOf, securityHeaders, type ExternalOrigins, type PagePolicy } from "@/lib/domain/http/security-headers";
import { pixelOrigins, type BrandPixels } from "@/lib/domain/analytics/pixels";
import { env } from "../env";
import { checkoutOrigins } from "../payments/gateway";

/* The security headers of lib/domain/http/security-headers.ts as this deployment sets them on the proxy's responses. */

/**
 * The origins this deployment's pages reach beyond their own: the gateways' hosted checkouts (the sandbox's
 * follows the diner's port, so it is per host) and the browser's error reporter when a DSN is set.
 */
function externalOrigins(host: string, protocol: string, pixels: BrandPixels = NO_PIXELS): ExternalOrigins {
  const e = env();
  const third = pixelOrigins(pixels);
  return {
    formAction: checkoutOrigins(host, protocol),
    connect: [...originOf(e.NEXT_PUBLIC_SENTRY_DSN), ...third.connect],
    script: third.script,
  };
}

const NO_PIXELS: BrandPixels = { google: null, facebook: null };

// The proxy runs on every request: a storefront's policy depends only on the host, so it is built once.
const storefrontPolicies = new Map<string, string>();
const STOREFRONT: PagePolicy = { kind: "storefront" };

/** The CSP of a page at `host`, whose brand has `pixels` (storefront pages may load them once the diner accepts). */
export function cspFor(policy: PagePolicy, host: string, protocol: string, pixels: BrandPixels = NO_PIXELS): string {
  const development = env().NODE_ENV === "development";
  if (policy.kind !== "storefront") return contentSecurityPolicy(policy, externalOrigins(host, protocol), development);
  const key = `${protocol}//${host}|${pixels.google ?? ""}|${pixels.facebook ?? ""}`;
  let csp = storefrontPolicies.get(key);
  if (csp === undefined) {
    csp = contentSecurityPolicy(STOREFRONT, externalOrigins(host, protocol, pixels), development);
    // Hosts are the client's to choose: bound the memo rather than let them grow it.
    if (storefrontPolicies.size >= 1000) storefrontPolicies.clear();
    storefrontPolicies.set(key, csp);
  }
  return csp;
}

/** A per-request nonce for a payment page's scripts (128 random bits, base64). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** Sets the security headers on a response the proxy hands back; `csp` from cspFor. */
export function withSecurityHeaders<R extends Response>(response: R, policy: PagePolicy, csp: string, https: boolean): R {
  response.headers.set(CSP_HEADER, csp);
  for (const [name, value] of Object.entries(securityHeaders(policy, https))) response.headers.set(name, value);
  return response;
}
