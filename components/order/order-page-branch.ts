import "server-only";
import { notFound } from "next/navigation";
import { brandSupplier } from "@/lib/server/brand-data";
import { brandPage } from "@/lib/server/brand-page";
import type { BranchParams } from "@/lib/server/branch-page";

/**
 * What the order pages' server frames need: the brand's translator for their title and the branch's slug,
 * or this brand's 404 for a branch it does not have. Nothing per diner, so the frames stay cached.
 */
export async function orderPageBranch(params: BranchParams) {
  const { config, locale, t } = await brandPage(params);
  const supplier = await brandSupplier(config.slug, (await params).supplier_id);
  if (!supplier) notFound();
  return { supplier: supplier.slug, config, locale, t };
}
