import "server-only";
import { env } from "../env";
import { TtlCache } from "../config/ttl-cache";

type Registry = Map<string, TtlCache<unknown>>;
const KEY = Symbol.for("comanda.process-caches");

/**
 * Named per-process caches that live for CONFIG_TTL_SECONDS, serve stale copies when a reload fails, and hold a
 * bounded number of entries (lib/server/cache/cache-map.ts lists them).
 * Kept on globalThis: the proxy and the route handlers are separate bundles in one process.
 */
export function processCache<T>(name: string, maxEntries?: number): TtlCache<T> {
  const holder = globalThis as { [KEY]?: Registry };
  const registry = (holder[KEY] ??= new Map());
  let cache = registry.get(name);
  if (!cache) {
    cache = new TtlCache(
      env().CONFIG_TTL_SECONDS * 1000,
      (key, error) => console.warn(`[${name}] serving stale ${key}:`, error instanceof Error ? error.message : error),
      Date.now,
      maxEntries,
    );
    registry.set(name, cache);
  }
  return cache as TtlCache<T>;
}

/**
 * After an import, lock or unlock: drop every cached entry of that brand in this process. Entries are
 * keyed "<slug>|…", or hold a config whose slug matches (config is keyed by host).
 */
export function forgetBrand(slug: string): void {
  const registry = (globalThis as { [KEY]?: Registry })[KEY];
  for (const cache of registry?.values() ?? []) {
    cache.delete((key, value) => key.startsWith(`${slug}|`) || value === null || (value as { slug?: string })?.slug === slug);
  }
}

/** After a sale of limited stock at one branch: drop that branch's menus in this process, nothing else of the brand. */
export function forgetBranch(slug: string, supplierId: number): void {
  const prefix = `${slug}|${supplierId}|`;
  for (const cache of (globalThis as { [KEY]?: Registry })[KEY]?.values() ?? []) cache.delete((key) => key.startsWith(prefix));
}

/** After this replica may have missed brand changes (its link to the other replicas was lost): drop everything. */
export function forgetEverything(): void {
  const registry = (globalThis as { [KEY]?: Registry })[KEY];
  for (const cache of registry?.values() ?? []) cache.clear();
}
