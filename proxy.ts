import { NextResponse, type NextRequest } from "next/server";
import { chooseLocale } from "@/lib/domain/routing/locale-choice";
import { brandPixels, isLocked, type InstanceConfig } from "@/lib/domain/brand/instance-config";
import { internalPath, isPublicAsset, menuScreenOf, LANG_COOKIE, routePathOf, SANDBOX_PREFIX, SERVICE_COOKIE, serviceInLink } from "@/lib/domain/routing/routing";
import { brandLocale, choiceRedirect, pageLocale } from "@/lib/domain/routing/url-choices";
import { BOOKING_POPUP_PREFIX, INACTIVE_PATH, LANDING_PATH } from "@/lib/domain/routing/paths";
import { isBrandDocument } from "@/lib/domain/seo/brand-document-paths";
import { isNotForCrawlers } from "@/lib/domain/seo/brand-documents";
import { configForHost } from "@/lib/server/config/config-source";
import { INSTANCE_HEADER, LOCALE_HEADER, withoutInternalHeaders } from "@/lib/server/tenancy/internal-headers";
import { unknownHostPage } from "@/lib/server/tenancy/unknown-host-page";
import { errorResponse } from "@/lib/server/http/api-error";
import { ApiError } from "@/lib/domain/http/api-errors";
import { env } from "@/lib/server/env";
import { normalizeHost } from "@/lib/domain/routing/host";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/routing/locales";
import { CSP_HEADER, servedOverHttps, type PagePolicy } from "@/lib/domain/http/security-headers";
import { cspFor, newNonce, withSecurityHeaders } from "@/lib/server/http/secure-response";

/**
 * Host → brand, and every public URL → /{brand}/{locale}/… so pages read both from their params and can be cached
 * by URL: a page's language and service come from its URL alone (lib/domain/routing/url-choices.ts). Nothing reaches a page or an API route without passing through here, and every
 * response it lets out carries the security headers (lib/domain/http/security-headers.ts).
 */
export async function proxy(request: NextRequest) {
  const host = request.headers.get("host") ?? "";
  const https = servedOverHttps(request.headers.get("x-forwarded-proto"), request.nextUrl.protocol);
  // The host's brand, looked up once per request and only where it is needed.
  let config: Promise<InstanceConfig | null> | undefined;
  const brandConfig = () => (config ??= configForHost(host));
  const policy = await pagePolicy(host, request.nextUrl.pathname, brandConfig);
  const pixels = policy.kind === "storefront" ? brandPixels(await brandConfig()) : undefined;
  // The protocol the diner used, which the sandbox's checkout URL (and so form-action) follows.
  const csp = cspFor(policy, host, https ? "https:" : "http:", pixels);
  const headers = withoutInternalHeaders(request.headers);
  if (policy.kind === "payment") headers.set(CSP_HEADER, csp);
  else headers.delete(CSP_HEADER);
  const response = withSecurityHeaders(await route(request, headers, host, brandConfig), policy, csp, https);
  // a diner's private page or the checkout: never indexed, and no Referer (its token) sent anywhere
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith("/api/") && isNotForCrawlers(pathname)) {
    response.headers.set("referrer-policy", "no-referrer");
    response.headers.set("x-robots-tag", "noindex");
  }
  return response;
}

/**
 * The sandbox gateway's pages are rendered per request: Next reads the nonce from the request's CSP. The booking
 * popup may be framed by the origins its brand's file lists (cached config, read here only for that path).
 */
async function pagePolicy(host: string, pathname: string, brandConfig: () => Promise<InstanceConfig | null>): Promise<PagePolicy> {
  if (isSandboxHost(host)) return { kind: "payment", nonce: newNonce() };
  if (pathname.startsWith(`${BOOKING_POPUP_PREFIX}/`)) return { kind: "embeddable", ancestors: (await brandConfig())?.embed_origins ?? [] };
  return { kind: "storefront" };
}

function isSandboxHost(host: string): boolean {
  return normalizeHost(host) === normalizeHost(env().PAYMENT_SANDBOX_HOST);
}

async function route(request: NextRequest, headers: Headers, host: string, brandConfig: () => Promise<InstanceConfig | null>): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  if (isPublicAsset(pathname)) return NextResponse.next();

  // Health checks, the admin API (which imports brands by file and authenticates itself) and gateway
  // events (signed by the gateway, one URL per deployment) belong to no host.
  if (pathname === "/api/health" || pathname.startsWith("/api/admin/") || pathname.startsWith("/api/payments/")) {
    return NextResponse.next({ request: { headers } });
  }

  // The sandbox gateway plays a third party on its own host: no brand page or API is reachable there, and
  // its pages are reachable nowhere else (SANDBOX_PREFIX under a brand host is an ordinary unknown path).
  if (isSandboxHost(host)) {
    const url = request.nextUrl.clone();
    url.pathname = `${SANDBOX_PREFIX}${pathname === "/" ? "" : pathname}`;
    // The merchant's `lang` picks the page's language; its root layout reads it for <html lang>.
    const lang = searchParams.get("lang");
    headers.set(LOCALE_HEADER, isLocale(lang) ? lang : DEFAULT_LOCALE);
    return NextResponse.rewrite(url, { request: { headers } });
  }
  const config = await brandConfig();

  const isApi = pathname.startsWith("/api/");
  if (!config) {
    if (isApi) return errorResponse(new ApiError("unknown_instance", "No brand lives at this address"));
    const page = unknownHostPage(request.headers.get("accept-language"));
    return new NextResponse(page.html, {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8", "content-language": page.lang, "cache-control": "no-store" },
    });
  }

  const queryLang = searchParams.get("lang");
  // A page's language is its URL's; an API call's may also follow the diner's cookie or browser (its answers are
  // private, but for the cached menu JSON, which reads only its URL).
  const locale = isApi
    ? chooseLocale({
        query: queryLang,
        cookie: request.cookies.get(LANG_COOKIE)?.value,
        brandLanguage: config.language,
        brandLangs: config.langs,
        acceptLanguage: request.headers.get("accept-language"),
      })
    : pageLocale(config, queryLang);
  headers.set(INSTANCE_HEADER, config.slug);
  headers.set(LOCALE_HEADER, locale);

  if (isApi) {
    if (isLocked(config) && pathname !== "/api/config.json") return errorResponse(new ApiError("instance_locked", "This brand is inactive"));
    return NextResponse.next({ request: { headers } });
  }
  if (isBrandDocument(pathname)) {
    // robots.txt and sitemap.xml answer for a locked brand too: they tell crawlers it is closed
    const url = request.nextUrl.clone();
    url.pathname = internalPath(config.slug, locale, pathname);
    return NextResponse.rewrite(url, { request: { headers } });
  }
  if (isLocked(config) !== (pathname === INACTIVE_PATH)) {
    // A locked brand shows only its inactive screen; an active brand has no inactive screen to show.
    // Built from the Host the diner used: behind a load balancer request.url may carry an internal address.
    const target = new URL(isLocked(config) ? INACTIVE_PATH : LANDING_PATH, `${request.nextUrl.protocol}//${host}`);
    if (queryLang) target.searchParams.set("lang", queryLang);
    return NextResponse.redirect(target, 307);
  }
  if (!serviceInLink(pathname, searchParams) && menuScreenOf(pathname)?.rest === "") {
    const remembered = choiceRedirect(searchParams, rememberedChoices(request, config), brandLocale(config));
    if (remembered) return choiceResponse(request, host, remembered);
  }
  const url = request.nextUrl.clone();
  url.pathname = internalPath(config.slug, locale, routePathOf(pathname, searchParams));
  return NextResponse.rewrite(url, { request: { headers } });
}

/** The diner's last service and language, as the browser remembered them (lib/client/choice-cookies.ts). */
function rememberedChoices(request: NextRequest, config: InstanceConfig) {
  const lang = request.cookies.get(LANG_COOKIE)?.value;
  return { service: request.cookies.get(SERVICE_COOKIE)?.value, lang: isLocale(lang) && config.langs.includes(lang) ? lang : null };
}

/** A bare /{branch} sends a diner who chose before to the URL of that choice: once, and kept by no one. */
function choiceResponse(request: NextRequest, host: string, search: URLSearchParams): NextResponse {
  const target = new URL(`${request.nextUrl.pathname}?${search}`, `${request.nextUrl.protocol}//${host}`);
  const response = NextResponse.redirect(target, 307);
  response.headers.set("cache-control", "private, no-store");
  return response;
}

export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
