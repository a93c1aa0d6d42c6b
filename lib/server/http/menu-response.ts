import "server-only";
import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { menuParams } from "@/lib/domain/api-params";
import type { InstanceConfig } from "@/lib/domain/instance-config";
import type { Locale } from "@/lib/domain/locales";
import { menuToWire } from "@/lib/domain/money-wire";
import type { MenuPayload } from "@/lib/domain/menu";
import type { ServiceKey } from "@/lib/domain/services";
import { getMenu } from "../dal/menu";
import { findSupplier } from "../dal/suppliers";
import { processCache } from "../cache/process-cache";
import { apiError } from "./api-error";
import { brandFromRequest } from "./brand-from-request";
import { answerLocale, askedLang } from "./request-locale";
import { badRequest } from "./zod-error";

// Built and serialised once per (brand, branch, service, language) and reused until the TTL or the brand's next import.
const menuCache = () => processCache<{ menu: MenuPayload; body: string; etag: string }>("menu");

/** A branch's menu for one service in one language, from this process's cache: the menu API and the calls that answer menu products read it. */
export function cachedMenu(brand: InstanceConfig, supplierId: number, service: ServiceKey, locale: Locale) {
  return menuCache().get(`${brand.slug}|${supplierId}|${service}|${locale}`, async () => {
    const menu = await getMenu(brand, supplierId, service, locale);
    const body = JSON.stringify(menuToWire(menu));
    return { menu, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  });
}

export type MenuRouteParams = Promise<{ supplier: string; service: string[] }>;

/**
 * The menu of spec §7. `cacheable` is the "cached host" variant: shared caches may keep it (s-maxage)
 * and revalidate with its ETag; the services variant is always fresh.
 */
export async function menuResponse(request: Request, params: MenuRouteParams, cacheable: boolean): Promise<Response> {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const parsed = menuParams.safeParse({ ...(await params), lang: askedLang(request) });
  if (!parsed.success) return badRequest(parsed.error);
  const { supplier: ref, service, lang } = parsed.data;

  const supplier = await findSupplier(brand.id, ref);
  if (!supplier) return apiError(404, "not_found", `No branch "${ref}"`);
  if (!supplier.services.includes(service)) return apiError(404, "not_found", `This branch does not offer ${service}`);

  const locale = answerLocale(request, lang as Locale | undefined);
  const { body, etag } = await cachedMenu(brand, supplier.id, service, locale);

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
