import "server-only";
import { env } from "../env";
import { brandChangeBus, type BrandChangeBus } from "./brand-change-bus";
import { forgetBranch, forgetBrand, forgetEverything } from "./process-cache";

// One bus per process, on globalThis: instrumentation, the proxy and the route handlers are bundled apart.
const KEY = Symbol.for("comanda.brand-changes");
const holder = globalThis as { [KEY]?: BrandChangeBus };

/**
 * With REDIS_URL, from start-up on (instrumentation.ts): a brand changed on any replica drops this replica's
 * per-process copies of it (config, menus, zones…) at once. Without REDIS_URL there is no other replica to hear.
 */
export function listenForBrandChanges(): void {
  const url = env().REDIS_URL;
  if (!url || holder[KEY]) return;
  holder[KEY] = brandChangeBus({ url, onChange: forgetChanged, onResync: forgetEverything });
}

/** A message is a brand's slug, or "{slug}|{branch id}" when only a branch's menus changed (a sale of limited stock). */
function forgetChanged(message: string): void {
  const [slug = "", branch] = message.split("|");
  const supplierId = Number(branch);
  if (branch !== undefined && Number.isSafeInteger(supplierId)) forgetBranch(slug, supplierId);
  else forgetBrand(slug);
}

/** Tells every replica that `slug` changed (a no-op without REDIS_URL). */
export async function announceBrandChange(slug: string): Promise<void> {
  await holder[KEY]?.announce(slug);
}

/** Tells every replica that the menus of one branch of `slug` changed. */
export async function announceBranchChange(slug: string, supplierId: number): Promise<void> {
  await holder[KEY]?.announce(`${slug}|${supplierId}`);
}
