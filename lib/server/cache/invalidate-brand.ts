import "server-only";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { branchTag, brandTag } from "../pages/brand-data";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { announceBranchChange, announceBrandChange } from "./brand-changes";
import { forgetBranch, forgetBrand } from "./process-cache";

/**
 * How long after a change its pages are dropped once more. Next dates a cached page by when its render ended: a
 * render that read the brand just before the change and ended just after it would otherwise be kept as current
 * until the page's 60 s revalidation (a dish put back on sale reading "Agotado" for a minute).
 */
export const RENDERS_IN_FLIGHT_MS = 2_000;

/**
 * After a brand changes (an import, a lock or unlock, a sold-out mark): its cached pages and page data (by tag) and
 * every copy this process keeps of it (config, menus, zones, popups) are dropped, and load again on next use; its
 * pages once more when the renders in flight are done. With REDIS_URL the page cache is shared
 * (lib/server/cache/redis-cache-handler.mjs) and every other replica drops its own copies too; this resolves once
 * they have been told.
 */
export async function invalidateBrand(slug: string): Promise<void> {
  revalidateTag(brandTag(slug), { expire: 0 });
  forgetBrand(slug);
  dropPagesAgainSoon(slug);
  await announceBrandChange(slug);
}

export type BranchBrand = Pick<InstanceConfig, "slug" | "suppliers">;

/**
 * After a sale took limited stock at one branch: that branch's pages (every screen that reads the branch, in every
 * language: tag branch:{slug}:{ref}, by its slug and by its id) and its menus in every replica are dropped; the
 * brand's other branches and pages stay.
 */
export async function invalidateBranch(brand: BranchBrand, supplierId: number): Promise<void> {
  const branch = brand.suppliers.find((supplier) => supplier.id === supplierId);
  const dropPages = () => {
    for (const ref of branch ? [branch.slug, String(branch.id)] : []) revalidateTag(branchTag(brand.slug, ref), { expire: 0 });
  };
  dropPages();
  forgetBranch(brand.slug, supplierId);
  dropAgainSoon(dropPages);
  await announceBranchChange(brand.slug, supplierId);
}

function dropPagesAgainSoon(slug: string): void {
  dropAgainSoon(() => revalidateTag(brandTag(slug), { expire: 0 }));
}

function dropAgainSoon(drop: () => void): void {
  try {
    after(() => new Promise((resolve) => setTimeout(resolve, RENDERS_IN_FLIGHT_MS)).then(drop));
  } catch (error) {
    // Outside Next's server (a test or a script calling a route) there is no page cache to drop.
    if (!(error instanceof Error && error.message.includes("outside a request scope"))) throw error;
  }
}
