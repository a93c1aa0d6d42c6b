import { chooseLocale } from "./locale-choice";
import { isLocale, type Locale } from "./locales";
import { isServiceKey, type ServiceKey } from "../brand/services";

/*
 * A public page's every byte depends on its host and URL, so that any shared cache (nginx, a CDN) may keep it by
 * URL: the diner's language and service travel in the URL (?lang=, ?service=), never in a cookie. The cookies
 * only remember the last choice for the one URL that names none — a bare /{branch}, which redirects once to the
 * URL of that choice.
 */

export const LANG_PARAM = "lang";
export const SERVICE_PARAM = "service";

/** The brand's own language: what a URL without ?lang= is rendered in. */
export function brandLocale(brand: { language: string | null; langs: readonly string[] }): Locale {
  return chooseLocale({ brandLanguage: brand.language, brandLangs: brand.langs });
}

/** The language of a page: its ?lang= when the brand offers it, else the brand's own. */
export function pageLocale(brand: { language: string | null; langs: readonly string[] }, query: string | null): Locale {
  return chooseLocale({ query, brandLanguage: brand.language, brandLangs: brand.langs });
}

/** The ?lang= a page's links carry: none for the brand's own language. */
export function linkLang(locale: Locale, ownLocale: Locale): Locale | null {
  return locale === ownLocale ? null : locale;
}

/** The ?lang= that links from a page asked for in `locale` carry (a route's [locale] param): none for the brand's own. */
export function pageLinkLang(brand: { language: string | null; langs: readonly string[] }, locale: string): Locale | null {
  return isLocale(locale) ? linkLang(locale, brandLocale(brand)) : null;
}

export interface UrlChoices {
  lang?: Locale | null;
  service?: ServiceKey | null;
}

/**
 * An internal link that keeps the diner's choices: ?lang= and ?service= added where the link names none. Links to
 * other sites, hash-only and query-only links are returned as they are.
 */
export function withChoices(href: string, { lang, service }: UrlChoices): string {
  if (!href.startsWith("/") || href.startsWith("//") || (!lang && !service)) return href;
  const url = new URL(href, "http://link.invalid");
  if (lang && !url.searchParams.has(LANG_PARAM)) url.searchParams.set(LANG_PARAM, lang);
  if (service && !url.searchParams.has(SERVICE_PARAM)) url.searchParams.set(SERVICE_PARAM, service);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface RememberedChoices {
  /** the service cookie */
  service: string | null | undefined;
  /** the lang cookie, when the brand offers it */
  lang: Locale | null;
}

/**
 * Where a bare /{branch} sends a diner who chose before: the same URL with the remembered service and language
 * (those it does not name already); null when there is nothing to add, and the page is the branch's default.
 */
export function choiceRedirect(search: URLSearchParams, remembered: RememberedChoices, ownLocale: Locale): URLSearchParams | null {
  const next = new URLSearchParams(search);
  if (isServiceKey(remembered.service) && !next.has(SERVICE_PARAM)) next.set(SERVICE_PARAM, remembered.service);
  if (remembered.lang && remembered.lang !== ownLocale && !next.has(LANG_PARAM)) next.set(LANG_PARAM, remembered.lang);
  return next.toString() === search.toString() ? null : next;
}
