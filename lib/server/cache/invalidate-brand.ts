import "server-only";
import { revalidateTag } from "next/cache";
import { brandTag } from "../brand-data";
import { forgetBrand } from "./process-cache";

/**
 * After a brand changes (an import, a lock or unlock): its cached pages and page data (by tag) and every
 * copy this process keeps of it (config, menus, zones, popups) are dropped, and load again on next use.
 */
export function invalidateBrand(slug: string): void {
  revalidateTag(brandTag(slug), { expire: 0 });
  forgetBrand(slug);
}
