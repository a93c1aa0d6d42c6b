import "server-only";
import { env } from "../env";
import { brandChangeBus, type BrandChangeBus } from "./brand-change-bus";
import { forgetBrand, forgetEverything } from "./process-cache";

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
  holder[KEY] = brandChangeBus({ url, onChange: forgetBrand, onResync: forgetEverything });
}

/** Tells every replica that `slug` changed (a no-op without REDIS_URL). */
export async function announceBrandChange(slug: string): Promise<void> {
  await holder[KEY]?.announce(slug);
}
