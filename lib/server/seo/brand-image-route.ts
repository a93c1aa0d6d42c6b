import "server-only";
import { BRAND_IMAGES } from "@/lib/domain/seo/brand-document-paths";
import { DOCUMENT_CACHE } from "@/lib/domain/seo/brand-documents";
import { brandDocument } from "../pages/brand-document";
import { brandImageBytes, brandImageTag } from "./brand-images";

const CONTENT_TYPES = { png: "image/png", ico: "image/x-icon" } as const;

type Params = { params: Promise<{ instance: string; locale: string }> };

/**
 * The GET handler of one of a brand's pictures (brand-document-paths.ts): drawn once per brand version, then
 * the same bytes with an ETag, so a browser or CDN that has them gets a 304.
 */
export function brandImageRoute(path: keyof typeof BRAND_IMAGES) {
  const image = BRAND_IMAGES[path]!;
  return async function GET(request: Request, { params }: Params): Promise<Response> {
    const brand = await brandDocument(params);
    if (!brand) return new Response("Not found", { status: 404 });
    const etag = brandImageTag(brand.config, image);
    const headers = { "content-type": CONTENT_TYPES[image.format], "cache-control": DOCUMENT_CACHE, etag };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    const bytes = await brandImageBytes(brand.config, image);
    return new Response(bytes as BodyInit, { headers });
  };
}
