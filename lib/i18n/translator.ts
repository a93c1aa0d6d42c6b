import { createTranslator } from "next-intl";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import { messagesFor } from "./messages";

/** Server-side translations with the brand's country variant; pure, so cached pages stay cacheable. */
export function brandTranslator(config: Pick<InstanceConfig, "country_code">, locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale, config.country_code) });
}

export type BrandTranslator = ReturnType<typeof brandTranslator>;
