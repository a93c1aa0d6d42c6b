import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/domain/routing/locales";
import { LOCALE_HEADER } from "../tenancy/internal-headers";

/** The `lang` a call asks for (product §7: `?lang=` or the `lang` header), unchecked: the route's schema checks it. */
export function askedLang(request: Request): string | undefined {
  return new URL(request.url).searchParams.get("lang") ?? request.headers.get("lang") ?? undefined;
}

/** The language of an answer: the one the call asked for, else the one the proxy chose for the diner. */
export function answerLocale(request: Request, asked: Locale | undefined): Locale {
  const chosen = request.headers.get(LOCALE_HEADER);
  return asked ?? (isLocale(chosen) ? chosen : DEFAULT_LOCALE);
}
