import { DOCUMENT_CACHE, webManifest } from "@/lib/domain/seo/brand-documents";
import { brandDocument } from "@/lib/server/pages/brand-document";

// Built per request from the brand's cached config, branches and menus (cheap), never at build time when no
// brand exists; shared caches keep it for an hour (DOCUMENT_CACHE).
export const dynamic = "force-dynamic";

/** /manifest.webmanifest of a brand's host: the brand on a phone's home screen, in the page's language. */
export async function GET(_request: Request, { params }: { params: Promise<{ instance: string; locale: string }> }) {
  const brand = await brandDocument(params);
  if (!brand) return new Response("Not found", { status: 404 });
  const { config, locale } = brand;
  return Response.json(webManifest({ name: config.name, logo: config.logo, theme: config.theme, language: locale }), { headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": DOCUMENT_CACHE } });
}
