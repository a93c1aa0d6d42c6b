import { DOCUMENT_CACHE, robotsTxt } from "@/lib/domain/seo/brand-documents";
import { isLocked } from "@/lib/domain/brand/instance-config";
import { brandOrigin } from "@/lib/domain/routing/paths";
import { brandDocument } from "@/lib/server/pages/brand-document";
import { env, publicPort } from "@/lib/server/env";

// Built per request from the brand's cached config, branches and menus (cheap), never at build time when no
// brand exists; shared caches keep it for an hour (DOCUMENT_CACHE).
export const dynamic = "force-dynamic";

/** /robots.txt of a brand's host: its storefront open to crawlers, its private paths closed; a locked brand closed. */
export async function GET(_request: Request, { params }: { params: Promise<{ instance: string; locale: string }> }) {
  const brand = await brandDocument(params);
  if (!brand) return new Response("Not found", { status: 404 });
  const { config } = brand;
  const body = robotsTxt({ locked: isLocked(config), origin: brandOrigin(config, env().ROOT_DOMAIN, publicPort()) });
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": DOCUMENT_CACHE } });
}
