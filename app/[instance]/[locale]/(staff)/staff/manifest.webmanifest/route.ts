import { DOCUMENT_CACHE, staffManifest } from "@/lib/domain/seo/brand-documents";
import { brandTranslator } from "@/lib/i18n/translator";
import { brandDocument } from "@/lib/server/pages/brand-document";

// Built per request from the brand's cached config (cheap), never at build time when no brand exists.
export const dynamic = "force-dynamic";

/** /staff/manifest.webmanifest of a brand's host: the staff console installable on a tablet or phone. */
export async function GET(_request: Request, { params }: { params: Promise<{ instance: string; locale: string }> }) {
  const brand = await brandDocument(params);
  if (!brand) return new Response("Not found", { status: 404 });
  const { config, locale } = brand;
  const t = brandTranslator(config, locale);
  return Response.json(staffManifest({ name: config.name, logo: config.logo, theme: config.theme, language: locale }, t("staff.appName")), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": DOCUMENT_CACHE },
  });
}
