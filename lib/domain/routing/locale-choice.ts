import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

export interface LocaleInputs {
  /** ?lang= on this request */
  query?: string | null;
  /** the cookie a previous ?lang= left */
  cookie?: string | null;
  /** the brand's forced language, if it has one */
  brandLanguage?: string | null;
  /** the languages the brand offers, first = its default */
  brandLangs: readonly string[];
  acceptLanguage?: string | null;
}

/** Accept-Language entries, best first: "en-US,en;q=0.9,es;q=0.8" → ["en", "en", "es"]. */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      // split always yields a first element; an empty tag is dropped by the filter below.
      const [tag = "", ...params] = part.trim().split(";");
      const [lang = ""] = tag.trim().toLowerCase().split("-");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang && entry.lang !== "*" && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.lang);
}

/**
 * The diner's language: ?lang= (remembered in a cookie), then the brand's forced language, then the
 * browser's preference among the brand's languages, then the brand's first language, then es.
 * A language the brand does not offer is never chosen.
 */
export function chooseLocale(inputs: LocaleInputs): Locale {
  const offered = inputs.brandLangs.filter(isLocale);
  const allowed = (value: string | null | undefined): value is Locale =>
    isLocale(value) && (offered.length === 0 || offered.includes(value));

  if (allowed(inputs.query)) return inputs.query;
  if (allowed(inputs.cookie)) return inputs.cookie;
  if (allowed(inputs.brandLanguage)) return inputs.brandLanguage;
  const fromBrowser = parseAcceptLanguage(inputs.acceptLanguage ?? "").find(allowed);
  if (fromBrowser) return fromBrowser;
  return offered[0] ?? DEFAULT_LOCALE;
}
