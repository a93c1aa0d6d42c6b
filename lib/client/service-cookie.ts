import { CHOICE_COOKIE_MAX_AGE, SERVICE_COOKIE } from "@/lib/domain/routing";
import { isServiceKey, type ServiceKey } from "@/lib/domain/services";

/**
 * The diner's service, where the proxy reads it: cached menu pages are rendered per service, and a page
 * cannot read the device's stores. Kept in step with the order store by BrandStoresProvider.
 */
export function writeServiceCookie(service: ServiceKey): void {
  document.cookie = `${SERVICE_COOKIE}=${service}; path=/; max-age=${CHOICE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The service the cookie names, if a valid one. */
export function readServiceCookie(): ServiceKey | null {
  const prefix = `${SERVICE_COOKIE}=`;
  const value = document.cookie.split("; ").find((cookie) => cookie.startsWith(prefix))?.slice(prefix.length);
  return isServiceKey(value) ? value : null;
}
