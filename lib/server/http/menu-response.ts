import "server-only";
import { NextResponse } from "next/server";
import { menuParams } from "@/lib/domain/api-params";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/locales";
import type { MenuPayload } from "@/lib/domain/menu";
import { brandMenu, type CachedMenu } from "../brand-menu";
import { findSupplier } from "../dal/suppliers";
import { LOCALE_HEADER } from "../tenancy/internal-headers";
import { apiError } from "./api-error";
import { brandFromRequest } from "./brand-from-request";
import { badRequest } from "./zod-error";

/** The menu as spec §7's clients read it. */
function wireMenu(menu: MenuPayload): string {
  return JSON.stringify(menu);
}

// Serialised once per cached menu (the cache hands out the same object until it reloads), not per request.
const wireBodies = new WeakMap<CachedMenu, string>();
function wireBody(cached: CachedMenu): string {
  const body = wireBodies.get(cached) ?? wireMenu(cached.menu);
  wireBodies.set(cached, body);
  return body;
}

export type MenuRouteParams = Promise<{ supplier: string; service: string[] }>;

/**
 * The menu of spec §7. `cacheable` is the "cached host" variant: shared caches may keep it (s-maxage)
 * and revalidate with its ETag; the services variant is always fresh.
 */
export async function menuResponse(request: Request, params: MenuRouteParams, cacheable: boolean): Promise<Response> {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const url = new URL(request.url);
  const parsed = menuParams.safeParse({
    ...(await params),
    lang: url.searchParams.get("lang") ?? request.headers.get("lang") ?? undefined,
  });
  if (!parsed.success) return badRequest(parsed.error);
  const { supplier: ref, service, lang } = parsed.data;

  const supplier = await findSupplier(brand.id, ref);
  if (!supplier) return apiError(404, "not_found", `No branch "${ref}"`);
  if (!supplier.services.includes(service)) return apiError(404, "not_found", `This branch does not offer ${service}`);

  const fallback = request.headers.get(LOCALE_HEADER);
  const locale: Locale = (lang as Locale | undefined) ?? (isLocale(fallback) ? fallback : DEFAULT_LOCALE);
  const cached = await brandMenu(brand, supplier.id, service, locale);
  const etag = cached.version;

  // Both variants name the menu's version, so the browser can tell when the page it shows is behind.
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", etag });
  if (!cacheable) {
    headers.set("cache-control", "private, no-cache");
    return new NextResponse(wireBody(cached), { headers });
  }
  headers.set("cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  headers.set("vary", "host");
  if (request.headers.get("if-none-match")?.split(/,\s*/).includes(etag)) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(wireBody(cached), { headers });
}
