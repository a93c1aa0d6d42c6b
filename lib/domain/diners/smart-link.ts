import { branchPath, segment } from "../routing/paths";

/*
 * Product §2's smart links, /{supplier_id}/sl/{profile_id}/{token}[/{purchase_id}]: apart from ../routing/paths.ts,
 * whose every helper rides in each page's JavaScript, since only the proxy, the link's page and the operator's
 * API read them.
 */

/**
 * How long a smart link signs in: long enough for a diner to open the WhatsApp or SMS it came in, short enough
 * that a forwarded or leaked link is soon worth nothing. Each link signs in one browser, once.
 */
export const SMART_LINK_TTL_MS = 48 * 60 * 60 * 1000;

/**
 * Product §2's smart link: signs the browser in to a profile, then opens the purchase when given. Its secret is a
 * path segment, as product §2 shapes it (the proxy keeps it out of every cache: withoutLinkSecrets below).
 */
export function smartLinkPath(supplier: string, profileId: string, token: string, purchaseId?: number | null): string {
  return `${branchPath(supplier)}/sl/${segment(profileId)}/${segment(token)}${purchaseId ? `/${segment(purchaseId)}` : ""}`;
}

/** The profile, token and purchase a smart link's path carries; null for any other path. */
export function smartLinkOf(pathname: string): { profileId: string; token: string; purchaseId: number | null } | null {
  const match = /^\/[^/]+\/sl\/([^/]+)\/([^/]+)(?:\/(\d{1,9}))?\/?$/.exec(pathname);
  if (!match) return null;
  return { profileId: decodeURIComponent(match[1]!), token: decodeURIComponent(match[2]!), purchaseId: match[3] ? Number(match[3]) : null };
}

/**
 * A smart link (/{supplier}/sl/{profile}/{token}[/{purchase}]) is one page per branch, /{supplier}/sl: the
 * browser reads the link from its address bar, so no secret becomes a rendered page's cache key.
 */
export function withoutLinkSecrets(pathname: string): string {
  const branch = smartLinkOf(pathname) && pathname.split("/")[1];
  return branch ? `/${branch}/sl` : pathname;
}
