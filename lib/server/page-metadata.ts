import "server-only";
import type { Metadata } from "next";
import type { InstanceConfig } from "@/lib/domain/instance-config";
import type { Locale } from "@/lib/domain/locales";
import { pageAlternates } from "@/lib/domain/page-alternates";

/**
 * A public page's own metadata: its title and description (when it has its own), and its canonical URL and
 * language versions, as paths the layout's metadataBase (the brand's canonical origin) makes absolute.
 */
export function publicPageMetadata(config: InstanceConfig, locale: Locale, path: string, meta: Pick<Metadata, "title" | "description"> = {}): Metadata {
  return { ...meta, alternates: pageAlternates(path, locale, config) };
}
