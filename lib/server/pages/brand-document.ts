import "server-only";
import { isLocale } from "@/lib/domain/routing/locales";
import { brandConfig } from "./brand-data";

/**
 * A brand's document (robots.txt, sitemap.xml): its brand and language from the route, or null for a 404.
 * Without brandPage's translator: a route handler renders no messages.
 */
export async function brandDocument(params: Promise<{ instance: string; locale: string }>) {
  const { instance, locale } = await params;
  const config = await brandConfig(instance);
  return config && isLocale(locale) ? { config, locale } : null;
}
