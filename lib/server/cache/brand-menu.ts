import "server-only";
import { createHash } from "node:crypto";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { Locale } from "@/lib/domain/routing/locales";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { processCache } from "./process-cache";
import { getMenu } from "../dal/menu";

/** A branch's menu for one service and language, with its version: the menu API's ETag, and what a page was rendered with. */
export interface CachedMenu {
  menu: MenuPayload;
  version: string;
}

// In process memory rather than Next's data cache: a 2,000-product menu is neither re-read, re-parsed nor
// refused for its size (the data cache drops entries over 2 MB), and the menu API serves it per request.
// Bounded by count: a 2,000-product menu is ~1 MB, so 200 of them stay well inside a replica's memory.
const menus = () => processCache<CachedMenu>("menu", 200);

/**
 * The one cache of a brand's menus, read by the menu screens and by the menu API alike: loaded once per
 * (brand, branch, service, language) until its TTL or the brand's next invalidateBrand().
 */
export function brandMenu(brand: Pick<InstanceConfig, "slug" | "id" | "currency" | "langs">, supplierId: number, service: ServiceKey, locale: Locale): Promise<CachedMenu> {
  return menus().get(`${brand.slug}|${supplierId}|${service}|${locale}`, async () => {
    const menu = await getMenu(brand, supplierId, service, locale);
    return { menu, version: `"${createHash("sha1").update(JSON.stringify(menu)).digest("base64url")}"` };
  });
}
