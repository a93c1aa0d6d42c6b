import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { menuParams } from "@/lib/domain/http/api-params";
import { menuToWire } from "@/lib/domain/menu/menu-wire";
import { brandLocale } from "@/lib/domain/routing/url-choices";
import { brandMenu, type CachedMenu } from "../cache/brand-menu";
import { parseOrThrow } from "./api-route";
import { branchForCall } from "./branch-for-call";
import { brandRoute } from "./brand-route";
import { holdsVersion } from "./etag";
import { answerLocale, askedLang } from "./request-locale";

// Serialised to bytes once per cached menu (the cache hands out the same object until it reloads), not per request.
const wireBodies = new WeakMap<CachedMenu, Buffer<ArrayBuffer>>();
function wireBody(cached: CachedMenu): Buffer<ArrayBuffer> {
  const body = wireBodies.get(cached) ?? Buffer.from(JSON.stringify(menuToWire(cached.menu)));
  wireBodies.set(cached, body);
  return body;
}

/** The body as a stream of its one chunk: a Response copies a byte array it is given (1.1 MB per request for a 2,000-dish menu), not a stream. */
function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * GET /v1/menu/{supplier_id}/{service}[/{subservice}].json (product §7). `cacheable` is the "cached host"
 * variant: shared caches may keep it (s-maxage); the services variant is private to the browser. Both
 * name the menu's version in their ETag and answer 304 to a request that holds it: the browser's 60 s reload, and
 * the service worker's fetch of the menu a first visit already loaded, cost no body while the menu is unchanged.
 */
export function menuRoute(cacheable: boolean) {
  return brandRoute({ params: { supplier: z.string(), service: z.array(z.string()) } }, async ({ request, brand, params }) => {
    const { supplier: ref, service, lang } = parseOrThrow(menuParams, { ...params, lang: askedLang(request) });
    const supplier = await branchForCall(brand, ref, service);
    // The cached host's answer depends on its URL alone (a shared cache keeps it by URL): ?lang= or the brand's own.
    const locale = cacheable ? (lang ?? brandLocale(brand)) : answerLocale(request, lang);
    const cached = await brandMenu(brand, supplier.id, service, locale);
    const etag = cached.version;

    // Both variants name the menu's version, so the browser can tell when the page it shows is behind.
    const headers = new Headers({ "content-type": "application/json; charset=utf-8", etag });
    if (!cacheable) {
      headers.set("cache-control", "private, no-cache");
    } else {
      headers.set("cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    }
    if (holdsVersion(request, etag)) return new NextResponse(null, { status: 304, headers });
    return new NextResponse(streamOf(wireBody(cached)), { headers });
  });
}
