import { legalStorageKey } from "@/lib/client/stores/legal-store";

/** Set on <html> once this device accepted the brand's cookies notice; app/globals.css hides the banner then. */
export const COOKIES_ACCEPTED_ATTRIBUTE = "data-cookies-accepted";

/**
 * The inline <head> script that reads the legal store's saved answer (zustand's persist format) before the
 * first paint, so a diner who accepted never sees the banner flash. Storefront pages allow inline scripts
 * (lib/domain/http/security-headers.ts); any failure (no storage, bad JSON) leaves the banner shown.
 */
export function cookiesConsentScript(instanceSlug: string): string {
  const key = JSON.stringify(legalStorageKey(instanceSlug)).replaceAll("<", "\\u003c");
  return `try{if(JSON.parse(localStorage.getItem(${key})).state.check_cookies)document.documentElement.setAttribute("${COOKIES_ACCEPTED_ATTRIBUTE}","")}catch(e){}`;
}
