import "server-only";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/lib/domain/routing/locales";
import { brandTranslator } from "@/lib/i18n/translator";
import { brandConfig } from "./brand-data";

export type BrandParams = Promise<{ instance: string; locale: string }>;

/** What every brand page starts with: its brand and language from the route, or this brand's 404. */
export async function brandPage(params: BrandParams) {
  const { instance, locale } = await params;
  const config = await brandConfig(instance);
  if (!config || !isLocale(locale)) notFound();
  setRequestLocale(locale);
  return { config, locale, t: brandTranslator(config, locale) };
}
