/**
 * The paths of the documents each brand host answers itself — robots.txt, sitemap.xml, the web app
 * manifest, its icons and its share card — never files of public/. Apart from their contents
 * (brand-documents.ts, brand-images): the router reads these in the browser too.
 */
export const ROBOTS_PATH = "/robots.txt";
export const SITEMAP_PATH = "/sitemap.xml";
export const MANIFEST_PATH = "/manifest.webmanifest";

/** A picture drawn from the brand's logo, name and colours: an icon (square) or the card a shared link shows. */
export interface BrandImage {
  kind: "icon" | "card";
  width: number;
  height: number;
  format: "png" | "ico";
}

/** Browsers ask for /favicon.ico whatever a page says; 48 px is what Google's results show. */
export const FAVICON: BrandImage = { kind: "icon", width: 48, height: 48, format: "ico" };
export const FAVICON_PATH = "/favicon.ico";
/** iOS's home screen reads /apple-touch-icon.png (180 px) and not the manifest. */
export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png";
/** The manifest's raster icons: Android's install prompt wants 192 and 512 px. */
export const ICON_192_PATH = "/icon-192.png";
export const ICON_512_PATH = "/icon-512.png";
/** WhatsApp, Facebook and X draw a shared link's preview from a raster image (not SVG), 1200×630 at best. */
export const SHARE_CARD_PATH = "/share-card.png";

export const BRAND_IMAGES: Readonly<Record<string, BrandImage>> = {
  [FAVICON_PATH]: FAVICON,
  [APPLE_TOUCH_ICON_PATH]: { kind: "icon", width: 180, height: 180, format: "png" },
  [ICON_192_PATH]: { kind: "icon", width: 192, height: 192, format: "png" },
  [ICON_512_PATH]: { kind: "icon", width: 512, height: 512, format: "png" },
  [SHARE_CARD_PATH]: { kind: "card", width: 1200, height: 630, format: "png" },
};

/**
 * A picture's address as pages name it: with the brand's version, so a new brand file's pictures replace
 * the old ones in browsers and in the previews WhatsApp and Facebook keep per address.
 */
export function brandImageUrl(path: keyof typeof BRAND_IMAGES, updatedAt: string): string {
  return `${path}?v=${Date.parse(updatedAt).toString(36)}`;
}

const BRAND_DOCUMENTS: ReadonlySet<string> = new Set([ROBOTS_PATH, SITEMAP_PATH, MANIFEST_PATH, ...Object.keys(BRAND_IMAGES)]);

/** Whether a path is one of the brand's documents (served per brand, never a file of public/). */
export function isBrandDocument(pathname: string): boolean {
  return BRAND_DOCUMENTS.has(pathname);
}
