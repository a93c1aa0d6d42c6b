/**
 * Spec §2: popups appear on every route except Main, Location and the Branch routes, and only when a
 * branch and a service are set.
 */
export function popupsAllowed(pathname: string, supplierSlug: string | null, service: string | null): boolean {
  if (!supplierSlug || !service) return false;
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/" || path === "/location" || path === "/my-location" || path === "/inactive-instance") return false;
  return !/^\/branch-[a-z-]+$/.test(path);
}
