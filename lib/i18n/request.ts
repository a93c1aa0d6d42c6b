import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/routing/locales";
import { messagesFor } from "./messages";

// Pages set the locale from their route params (setRequestLocale), so nothing here reads headers and
// the pages stay cacheable. Brand-specific messages are handed to the provider by the layout.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: messagesFor(locale, "default") };
});
