/*
 * The documents search engines and phones read at a brand's host — robots.txt, sitemap.xml and the
 * web app manifest — written from the brand's own data, per host, like its pages (their paths:
 * brand-document-paths.ts).
 */
import { ICON_192_PATH, ICON_512_PATH, SITEMAP_PATH } from "./brand-document-paths";

/** Crawlers and CDNs may keep a brand's documents an hour: they change when its file is imported again. */
export const DOCUMENT_CACHE = "public, max-age=3600";

/**
 * What is never to be crawled: the APIs, a diner's private links (orders, bookings, ratings, places in line,
 * tabs, payments), the checkout, the location steps, the framed popup.
 */
export const NOT_FOR_CRAWLERS = [
  "/api/",
  "/book_info/",
  "/rate/",
  "/ratecluvi/",
  "/waitlist/",
  "/reservarpopup/",
  "/location",
  "/my-location",
  "/inactive-instance",
  "/*/webcheckout/",
  "/*/order/",
  "/*/orders",
  "/*/precheckout",
  "/*/delivery/order",
  "/*/history-my-orders",
  "/*/sl/",
  "/*/menu-digital/my-order/",
] as const;

// the same paths as a matcher: "/*/" is any one segment, a trailing "/" anything under it
const PRIVATE_PATTERNS = NOT_FOR_CRAWLERS.map((path) => {
  const body = path.replace(/\/$/, "").split("/*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("/[^/]+");
  return new RegExp(`^${body}(/|$)`);
});

/**
 * Whether a path is one robots.txt closes — a diner's private link, the checkout, the APIs: its responses are
 * marked noindex and send no Referer, so no token or order number leaks to another site.
 */
export function isNotForCrawlers(pathname: string): boolean {
  return PRIVATE_PATTERNS.some((pattern) => pattern.test(pathname));
}

/** robots.txt: everything public but the private paths, and where the sitemap is; a locked brand, nothing. */
export function robotsTxt({ locked, origin }: { locked: boolean; origin: string }): string {
  if (locked) return "User-agent: *\nDisallow: /\n";
  return ["User-agent: *", "Allow: /", ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}${SITEMAP_PATH}`, ""].join("\n");
}

const XML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** sitemap.xml (sitemaps.org 0.9): each public path on the brand's canonical origin, with the brand's last change. */
export function sitemapXml(origin: string, paths: readonly string[], lastmod: string | null): string {
  const urls = paths.map((path) => `  <url><loc>${xml(origin + path)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ""}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

/** The web app manifest's fields a brand gives (its name, logo and colours). */
export interface ManifestBrand {
  name: string;
  logo: string | null;
  theme: { theme_color: string; page_bgcolor?: string };
  language: string;
}

const iconType = (url: string) => (/\.svg(\?|$)/i.test(url) ? "image/svg+xml" : /\.png(\?|$)/i.test(url) ? "image/png" : undefined);

/**
 * The web app manifest: the brand added to a phone's home screen opens its storefront at `/` in its own
 * window, in its colours, with its icons — drawn from its logo (or initials) on its colour, the logo kept
 * inside the safe zone of Android's masks — and its logo as the file gives it.
 */
export function webManifest(brand: ManifestBrand) {
  const shortName = brand.name.length > 12 ? brand.name.split(/\s+/).filter((word) => !/^(el|la|los|las|the|o|a)$/i.test(word))[0] ?? brand.name : brand.name;
  return {
    name: brand.name,
    short_name: shortName.slice(0, 12),
    lang: brand.language,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brand.theme.theme_color,
    background_color: brand.theme.page_bgcolor ?? "#ffffff",
    icons: [
      { src: ICON_192_PATH, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: ICON_512_PATH, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: ICON_512_PATH, sizes: "512x512", type: "image/png", purpose: "maskable" },
      ...(brand.logo ? [{ src: brand.logo, sizes: "any", ...(iconType(brand.logo) ? { type: iconType(brand.logo) } : {}), purpose: "any" }] : []),
    ],
  };
}

/**
 * The staff console as an app of its own on a tablet or a phone: the brand's icons and colours, named
 * "{brand} · {label}", opening on the console and keeping to it (its own scope, so it never takes over the diners'
 * app of the same host).
 */
export function staffManifest(brand: ManifestBrand, label: string) {
  return { ...webManifest(brand), name: `${brand.name} · ${label}`, short_name: label.slice(0, 12), id: "/staff", start_url: "/staff", scope: "/staff" };
}
