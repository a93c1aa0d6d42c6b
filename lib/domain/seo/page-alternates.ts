import { brandDefaultLocale } from "../brand/localize";
import type { Locale } from "../routing/locales";

/** The language a brand's bare URLs answer a visitor who asks for none (a search engine's crawler): its forced one, else its first. */
export function bareUrlLocale(brand: { language?: Locale | null; langs: readonly Locale[] }): Locale {
  return brand.language ?? brandDefaultLocale(brand);
}

/** `path` in `locale`: the bare path for the language it answers by default, else with `?lang=` (what the proxy reads). */
export function localizedPath(path: string, locale: Locale, bare: Locale): string {
  if (locale === bare) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
}

/**
 * A public page's canonical URL and its language versions (hreflang), as paths on the brand's canonical origin:
 * each language is its own URL (`?lang=en`), the brand's default language the bare one, which is also the
 * `x-default` a visitor's browser language adapts. A one-language brand has no alternates.
 */
export function pageAlternates(path: string, locale: Locale, brand: { language?: Locale | null; langs: readonly Locale[] }) {
  const bare = bareUrlLocale(brand);
  const canonical = localizedPath(path, locale, bare);
  if (brand.langs.length < 2) return { canonical };
  const languages: Record<string, string> = Object.fromEntries(brand.langs.map((lang) => [lang, localizedPath(path, lang, bare)]));
  return { canonical, languages: { ...languages, "x-default": path } };
}
