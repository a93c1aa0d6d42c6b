import { CHOICE_COOKIE_MAX_AGE, SERVICE_COOKIE } from "@/lib/domain/routing";
import type { ServiceKey } from "@/lib/domain/services";

/**
 * The diner's service, where the proxy reads it: cached menu pages are rendered per service, and a page
 * cannot read the device's stores. Kept in step with the order store by BrandStoresProvider.
 */
export function writeServiceCookie(service: ServiceKey): void {
  document.cookie = `${SERVICE_COOKIE}=${service}; path=/; max-age=${CHOICE_COOKIE_MAX_AGE}; samesite=lax`;
}
