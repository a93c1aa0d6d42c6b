import { BRANCH_SCREEN_PATHS, INACTIVE_PATH, LANDING_PATH, LOCATION_PATH, MY_LOCATION_PATH } from "../routing/paths";

/**
 * Product §2: popups appear on every route except Main, Location and the Branch routes, and only when a
 * branch and a service are set.
 */
export function popupsAllowed(pathname: string, supplierSlug: string | null, service: string | null): boolean {
  if (!supplierSlug || !service) return false;
  const path = pathname.replace(/\/+$/, "") || "/";
  return ![LANDING_PATH, LOCATION_PATH, MY_LOCATION_PATH, INACTIVE_PATH, ...Object.values(BRANCH_SCREEN_PATHS)].includes(path);
}
