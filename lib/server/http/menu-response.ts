import "server-only";
import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { menuParams } from "@/lib/domain/api-params";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/locales";
import { menuToWire } from "@/lib/domain/money-wire";
import { getMenu } from "../dal/menu";
import { findSupplier } from "../dal/suppliers";
import { LOCALE_HEADER } from "../tenancy/internal-headers";
import { processCache } from "../cache/process-cache";
import { apiError } from "./api-error";
import { brandFromRequest } from "./brand-from-request";
import { badRequest } from "./zod-error";

// Serialised once per (brand, branch, service, language) and reused until the TTL or the brand's next import.
const menuCache = () => processCache<{ body: string; etag: string }>("menu");

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
  const { body, etag } = await menuCache().get(`${brand.slug}|${supplier.id}|${service}|${locale}`, async () => {
    const json = JSON.stringify(menuToWire(await getMenu(brand, supplier.id, service, locale)));
    return { body: json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
  });

  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  if (!cacheable) {
    headers.set("cache-control", "private, no-cache");
    return new NextResponse(body, { headers });
  }
  headers.set("etag", etag);
  headers.set("cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  headers.set("vary", "host");
  if (request.headers.get("if-none-match")?.split(/,\s*/).includes(etag)) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(body, { headers });
}
