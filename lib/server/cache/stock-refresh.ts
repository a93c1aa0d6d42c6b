import "server-only";
import { after } from "next/server";
import { invalidateBrand } from "./invalidate-brand";

/** Sales a moment apart share one refresh: at most one per brand and replica in this window. */
export const STOCK_REFRESH_COALESCE_MS = 1500;

const pending = new Map<string, Promise<void>>();

function refreshSoon(slug: string): Promise<void> {
  let run = pending.get(slug);
  if (!run) {
    run = new Promise<void>((resolve) => setTimeout(resolve, STOCK_REFRESH_COALESCE_MS)).then(() => {
      // Dropped before the refresh starts: a sale committed from here on schedules the next one.
      pending.delete(slug);
      return invalidateBrand(slug);
    });
    pending.set(slug, run);
  }
  return run;
}

/**
 * Issue 11 "stock never lies": after a sale took limited stock, the brand's menu pages, its menu API and the
 * other replicas' copies are refreshed once the sales of the next moment are in (after the response, so
 * the diner does not wait), instead of showing the old count until the 60 s cache ends.
 */
export function refreshStockAfterSale(slug: string): void {
  try {
    after(() => refreshSoon(slug));
  } catch (error) {
    // Outside Next's server (a route handler called by a test or a script) there is no page cache to refresh.
    if (!(error instanceof Error && error.message.includes("outside a request scope"))) throw error;
  }
}
