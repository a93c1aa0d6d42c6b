import { DOCUMENT_CACHE, sitemapXml } from "@/lib/domain/seo/brand-documents";
import { isLocked } from "@/lib/domain/brand/instance-config";
import { brandOrigin } from "@/lib/domain/routing/paths";
import { brandDocument } from "@/lib/server/pages/brand-document";
import { sitemapPaths } from "@/lib/server/seo/brand-sitemap";
import { env, publicPort } from "@/lib/server/env";

// Built per request from the brand's cached config, branches and menus (cheap), never at build time when no
// brand exists; shared caches keep it for an hour (DOCUMENT_CACHE).
export const dynamic = "force-dynamic";

/**
 * /sitemap.xml of a brand's host: its public pages on its canonical origin (its custom domain when
 * it has one), with its last import as lastmod; empty for a locked brand.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ instance: string; locale: string }> }) {
  const brand = await brandDocument(params);
  if (!brand) return new Response("Not found", { status: 404 });
  const { config, locale } = brand;
  const paths = isLocked(config) ? [] : await sitemapPaths(config, locale);
  const body = sitemapXml(brandOrigin(config, env().ROOT_DOMAIN, publicPort()), paths, config.updated_at ?? null);
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": DOCUMENT_CACHE } });
}
