/** Paths the proxy never rewrites: Next's own assets and static files served from public/. */
const PUBLIC_ASSET_PREFIXES = ["/demo/", "/schemas/", "/brand-assets/"];

export function isPublicAsset(pathname: string): boolean {
  const hasExtension = /\.[a-z0-9]{1,8}$/i.test(pathname);
  if (!hasExtension) return false;
  // A single-segment file (/robots.txt, /favicon.ico) or a file under one of public/'s asset folders.
  return pathname.lastIndexOf("/") === 0 || PUBLIC_ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The internal path of a public page: every page lives under /{instance}/{locale}. */
export function internalPath(slug: string, locale: string, pathname: string): string {
  return `/${slug}/${locale}${pathname === "/" ? "" : pathname}`;
}

/** Where the sandbox gateway's pages live inside the app; the proxy maps its host's every path here. */
export const SANDBOX_PREFIX = "/sandbox-pay";
