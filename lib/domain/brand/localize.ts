import type { LocalizedText } from "./localized-text";
import { DEFAULT_LOCALE, type Locale } from "../routing/locales";

/** The text in the diner's language, else the brand's default, else Spanish, else whatever exists. */
export function localize(text: LocalizedText | null | undefined, locale: Locale, brandDefault: Locale = DEFAULT_LOCALE): string {
  if (text == null) return "";
  if (typeof text === "string") return text;
  return text[locale] ?? text[brandDefault] ?? text[DEFAULT_LOCALE] ?? Object.values(text).find(Boolean) ?? "";
}

/** The language a brand's texts fall back to: its first language (the menu's texts fall back the same way). */
export function brandDefaultLocale(brand: { langs: readonly Locale[] }): Locale {
  return brand.langs[0] ?? DEFAULT_LOCALE;
}
