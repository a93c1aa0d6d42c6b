import "server-only";
import { after } from "next/server";
import { invalidateBranch, type BranchBrand } from "./invalidate-brand";

/** Sales a moment apart share one refresh: at most one per branch and replica in this window. */
export const STOCK_REFRESH_COALESCE_MS = 1500;

const pending = new Map<string, Promise<void>>();

function refreshSoon(brand: BranchBrand, supplierId: number): Promise<void> {
  const key = `${brand.slug}|${supplierId}`;
  let run = pending.get(key);
  if (!run) {
    run = new Promise<void>((resolve) => setTimeout(resolve, STOCK_REFRESH_COALESCE_MS)).then(() => {
      // Dropped before the refresh starts: a sale committed from here on schedules the next one.
      pending.delete(key);
      return invalidateBranch(brand, supplierId);
    });
    pending.set(key, run);
  }
  return run;
}

/**
 * Stock never lies: after a sale took limited stock, that branch's menu pages, its menu API and the other
 * replicas' copies are refreshed once the sales of the next moment are in (after the response, so the diner does
 * not wait), instead of showing the old count until the 60 s cache ends. The brand's other branches keep theirs.
 */
export function refreshStockAfterSale(brand: BranchBrand, supplierId: number): void {
  try {
    after(() => refreshSoon(brand, supplierId));
  } catch (error) {
    // Outside Next's server (a route handler called by a test or a script) there is no page cache to refresh.
    if (!(error instanceof Error && error.message.includes("outside a request scope"))) throw error;
  }
}
