import type { ServiceKey } from "@/lib/domain/brand/services";

/**
 * The scope a cached menu belongs to: one branch, one service, one language. Apart from menu-cache.ts so the
 * page can name a menu without loading Dexie.
 */
export function menuScope(parts: { supplier: string; service: ServiceKey; lang: string }): string {
  return `${parts.supplier}|${parts.service}|${parts.lang}`;
}
