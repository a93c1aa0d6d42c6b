/*
 * The security headers of every response. Two page kinds:
 * - storefront pages are cached and shared by every diner, so they cannot carry a per-request nonce: their
 *   scripts are 'self' plus 'unsafe-inline', because Next's App Router streams its RSC payload in inline
 *   <script>self.__next_f.push(…)</script> tags whose content differs per page;
 * - payment pages (the sandbox gateway's card page) are rendered per request, so their scripts need the
 *   request's nonce ('strict-dynamic' lets the scripts it admits load Next's chunks), and nothing may frame them.
 * A storefront page meant to be framed (the booking popup) is "embeddable": framed by the brand's own origins
 * from its file, besides its own.
 */

export type PagePolicy = { kind: "storefront" } | { kind: "embeddable"; ancestors: readonly string[] } | { kind: "payment"; nonce: string };

/** Origins a page may reach besides its own. */
export interface ExternalOrigins {
  /** the payment gateway's hosted checkout: the webcheckout redirect and any form posted to it */
  formAction: readonly string[];
  /** browser calls beyond 'self' (the error reporter, the brand's pixels once accepted) */
  connect: readonly string[];
  /** scripts beyond 'self' on storefront pages: the brand's pixels, loaded only after the diner accepts cookies */
  script?: readonly string[];
}

export const CSP_HEADER = "content-security-policy";

export function contentSecurityPolicy(policy: PagePolicy, origins: ExternalOrigins, development = false): string {
  const scripts = policy.kind === "payment" ? [`'nonce-${policy.nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'", ...(origins.script ?? [])];
  // React's development build evaluates code for its stack traces; production never does.
  if (development) scripts.push("'unsafe-eval'");
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    // React writes style attributes (the brand's theme variables), which no nonce can cover.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Brand files name their images by any https URL, and the location map draws third-party tiles.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...origins.connect],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...origins.formAction],
    "frame-ancestors": policy.kind === "payment" ? ["'none'"] : ["'self'", ...(policy.kind === "embeddable" ? policy.ancestors : [])],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** An origin of an absolute URL, or nothing for a missing or relative one. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Whether the diner reached us over https: directly, or through a proxy that says so (its first hop). */
export function servedOverHttps(forwardedProto: string | null, protocol: string): boolean {
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return proto ? proto === "https" : protocol === "https:";
}

/**
 * Every header but the CSP. Referrers carry only the origin (order links hold their access token in the
 * query; the map's tile server still learns which site asks), and a payment page sends none at all.
 */
export function securityHeaders(policy: PagePolicy, https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": policy.kind === "payment" ? "no-referrer" : "strict-origin",
    "permissions-policy": "geolocation=(self), camera=(), microphone=()",
  };
  // frame-ancestors' twin for browsers that predate it; it cannot name other origins, so an embeddable page has none
  if (policy.kind !== "embeddable") headers["x-frame-options"] = policy.kind === "payment" ? "DENY" : "SAMEORIGIN";
  // Over plain http the header is ignored, and a local or test server must stay reachable without TLS.
  if (https) headers["strict-transport-security"] = "max-age=31536000";
  return headers;
}
