/**
 * The paths of the documents each brand host answers itself (issue 17) — robots.txt, sitemap.xml, the web app
 * manifest — never files of public/. Apart from their contents (brand-documents.ts): the router reads these in
 * the browser too.
 */
export const ROBOTS_PATH = "/robots.txt";
export const SITEMAP_PATH = "/sitemap.xml";
export const MANIFEST_PATH = "/manifest.webmanifest";
const BRAND_DOCUMENTS: ReadonlySet<string> = new Set([ROBOTS_PATH, SITEMAP_PATH, MANIFEST_PATH]);

/** Whether a path is one of the brand's documents (served per brand, never a file of public/). */
export function isBrandDocument(pathname: string): boolean {
  return BRAND_DOCUMENTS.has(pathname);
}
