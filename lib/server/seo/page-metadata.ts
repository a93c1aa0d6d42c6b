import "server-only";
import type { Metadata } from "next";
import { BRAND_IMAGES, brandImageUrl, SHARE_CARD_PATH } from "@/lib/domain/seo/brand-document-paths";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import { pageAlternates } from "@/lib/domain/seo/page-alternates";
import { fullTitle } from "@/lib/domain/seo/page-title";

interface PageMeta {
  title?: Parameters<typeof fullTitle>[1];
  description?: string;
  /** the page's own picture (a product's photo): used for previews when it is a raster image they can show */
  image?: string | null;
}

// WhatsApp, Facebook and X show PNG, JPEG, WebP and GIF previews, never SVG
const RASTER = /\.(png|jpe?g|webp|gif)(\?|$)/i;

/** The brand's share card (brand-images.tsx), as pages name it in their previews. */
export function shareCardImage(config: Pick<InstanceConfig, "name" | "updated_at">) {
  const { width, height } = BRAND_IMAGES[SHARE_CARD_PATH]!;
  return { url: brandImageUrl(SHARE_CARD_PATH, config.updated_at), width, height, alt: config.name, type: "image/png" };
}

/**
 * A public page's own metadata: its title and description (when it has its own), its canonical URL and
 * language versions — as paths the layout's metadataBase (the brand's canonical origin) makes absolute — and
 * the preview a shared link shows (Open Graph, X card): the page's title and words, its picture or the
 * brand's card.
 */
export function publicPageMetadata(config: InstanceConfig, locale: Locale, path: string, meta: PageMeta = {}): Metadata {
  const alternates = pageAlternates(path, locale, config);
  const title = meta.title === undefined ? config.name : fullTitle(config.name, meta.title);
  const images = [meta.image && RASTER.test(meta.image) ? { url: meta.image, alt: title } : shareCardImage(config)];
  // a page without words of its own keeps the layout's description, in its previews too
  const words = meta.description === undefined ? {} : { description: meta.description };
  return {
    ...(meta.title === undefined ? {} : { title: meta.title }),
    ...words,
    alternates,
    openGraph: { type: "website", siteName: config.name, title, ...words, url: alternates.canonical, locale, images },
    twitter: { card: "summary_large_image", title, ...words, images },
  };
}
