import { CHOICE_COOKIE_MAX_AGE, SERVICE_COOKIE } from "@/lib/domain/routing";
import { isServiceKey, type ServiceKey } from "@/lib/domain/services";

/**
 * The diner's service, where the proxy reads it: cached menu pages are rendered per service, and a page
 * cannot read the device's stores. Kept in step with the order store by BrandStoresProvider.
 */
export function writeServiceCookie(service: ServiceKey): void {
  document.cookie = `${SERVICE_COOKIE}=${service}; path=/; max-age=${CHOICE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The service the cookie names, if a valid one. Read through the Cookie Store API where there is one: reading
 * `document.cookie` waits on the browser's network process, on the main thread, in the middle of the app's
 * start (13 ms of it, measured in a trace of the table page); the store answers without blocking.
 */
export async function readServiceCookie(): Promise<ServiceKey | null> {
  const value =
    "cookieStore" in window
      ? await window.cookieStore.get(SERVICE_COOKIE).then((cookie) => cookie?.value, () => fromDocumentCookie(SERVICE_COOKIE))
      : fromDocumentCookie(SERVICE_COOKIE);
  return isServiceKey(value) ? value : null;
}

function fromDocumentCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie.split("; ").find((cookie) => cookie.startsWith(prefix))?.slice(prefix.length);
}
