import type { Locale } from "@/lib/domain/routing/locales";
import { CHOICE_COOKIE_MAX_AGE, LANG_COOKIE, SERVICE_COOKIE } from "@/lib/domain/routing/routing";
import { isServiceKey, type ServiceKey } from "@/lib/domain/brand/services";

const remember = (name: string, value: string) => {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${name}=${value}; path=/; max-age=${CHOICE_COOKIE_MAX_AGE}; samesite=lax${secure}`;
};

/**
 * The diner's service, where the proxy reads it for a bare /{branch} (the one URL that names no service, which
 * redirects to the diner's: lib/domain/routing/url-choices.ts). Kept in step with the order store by BrandStoresProvider.
 */
export function writeServiceCookie(service: ServiceKey): void {
  remember(SERVICE_COOKIE, service);
}

/** The language the diner chose (a page opened with ?lang=), for the same redirect. */
export function writeLangCookie(locale: Locale): void {
  remember(LANG_COOKIE, locale);
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
