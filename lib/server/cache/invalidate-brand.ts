import "server-only";
import { revalidateTag } from "next/cache";
import { brandTag } from "../brand-data";
import { announceBrandChange } from "./brand-changes";
import { forgetBrand } from "./process-cache";

/**
 * After a brand changes (an import, a lock or unlock): its cached pages and page data (by tag) and every
 * copy this process keeps of it (config, menus, zones, popups) are dropped, and load again on next use.
 * With REDIS_URL the page cache is shared (lib/server/cache/redis-cache-handler.mjs) and every other replica
 * drops its own copies too; this resolves once they have been told.
 */
export async function invalidateBrand(slug: string): Promise<void> {
  revalidateTag(brandTag(slug), { expire: 0 });
  forgetBrand(slug);
  await announceBrandChange(slug);
}
