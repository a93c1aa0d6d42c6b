import "server-only";
import type { BrandFile } from "@/lib/domain/brand/brand-file";
import type { Db } from "../db/client";
import { pgErrorCode, REFERENCED_ROW } from "../db/errors";
import { BrandImportError } from "./import/brand-import-error";
import type { BrandWrite } from "./import/brand-write";
import { syncBookingZones, syncBranches } from "./import/branches";
import { syncCategories } from "./import/categories";
import { syncContent } from "./import/content";
import { syncCoupons } from "./import/coupons";
import { syncDeliveryZones } from "./import/delivery-zones";
import { replaceFeaturedProducts } from "./import/featured-products";
import { replaceDomains, upsertInstance } from "./import/instance";
import { syncPlaces } from "./import/places";
import { replaceComboItems, syncBranchProducts, syncOptions, syncProducts } from "./import/products";
import { syncSurveys } from "./import/surveys";

export { BrandImportError };

export interface ImportSummary {
  instanceId: number;
  slug: string;
  counts: Record<string, number>;
}

/**
 * Writes a validated brand file in one transaction. Rows are matched on their keys, so importing the
 * same file twice leaves the same state, and whatever the file no longer lists is removed. A dry run writes it all
 * the same and rolls it back: what the database would refuse (a domain another brand has, a branch that has orders)
 * is found, nothing is kept.
 */
export async function importBrand(db: Db, brand: BrandFile, { dryRun = false }: { dryRun?: boolean } = {}): Promise<ImportSummary> {
  try {
    return await writeBrand(db, brand, dryRun);
  } catch (error) {
    if (error instanceof DryRunDone) return error.summary;
    // Orders and survey answers keep their branch: a branch that has them can be switched off, never deleted.
    if (REFERENCED_ROW.includes(pgErrorCode(error) ?? "")) {
      throw new BrandImportError([{ path: "branches", message: 'a branch that has orders or survey answers cannot be removed; keep it with "active": false' }]);
    }
    throw error;
  }
}

/** Thrown at the end of a dry run's transaction so that the database rolls everything back; carries what it would have written. */
class DryRunDone extends Error {
  constructor(readonly summary: ImportSummary) {
    super("dry run: rolled back");
  }
}

/** The import's steps in order (lib/server/brands/import/): each writes one part of the brand, given the ids of what came before. */
async function writeBrand(db: Db, brand: BrandFile, dryRun: boolean): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const instanceId = await upsertInstance(tx, brand);
    await replaceDomains(tx, instanceId, brand.domains);
    const write: BrandWrite = { tx, instanceId, brand };

    const branchIds = await syncBranches(write);
    const places = await syncPlaces(write, branchIds);
    const bookingZones = await syncBookingZones(write, branchIds);
    await syncDeliveryZones(write, branchIds);
    await syncCoupons(write);

    const categoryIds = await syncCategories(write);
    const productIds = await syncProducts(write, categoryIds);
    await syncBranchProducts(write, branchIds, productIds);
    const optionGroups = await syncOptions(write, productIds);
    await replaceComboItems(write, productIds);

    await syncContent(write, branchIds);
    await syncSurveys(write, branchIds);
    await replaceFeaturedProducts(write, branchIds, productIds);

    const summary = {
      instanceId,
      slug: brand.instance.slug,
      counts: {
        branches: brand.branches.length,
        polygons: brand.polygons.length,
        coupons: brand.coupons.length,
        categories: categoryIds.size,
        products: brand.menu.products.length,
        optionGroups,
        places,
        bookingZones,
        surveys: brand.surveys.length,
      },
    };
    if (dryRun) throw new DryRunDone(summary);
    return summary;
  });
}
