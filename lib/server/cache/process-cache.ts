import "server-only";
import { env } from "../env";
import { TtlCache } from "../config/ttl-cache";

type Registry = Map<string, TtlCache<unknown>>;
const KEY = Symbol.for("comanda.process-caches");

/**
 * Named per-process caches that live for CONFIG_TTL_SECONDS and serve stale copies when a reload fails.
 * Kept on globalThis: the proxy and the route handlers are separate bundles in one process.
 */
export function processCache<T>(name: string): TtlCache<T> {
  const holder = globalThis as { [KEY]?: Registry };
  const registry = (holder[KEY] ??= new Map());
  let cache = registry.get(name);
  if (!cache) {
    cache = new TtlCache(env().CONFIG_TTL_SECONDS * 1000, (key, error) =>
      console.warn(`[${name}] serving stale ${key}:`, error instanceof Error ? error.message : error),
    );
    registry.set(name, cache);
  }
  return cache as TtlCache<T>;
}

/**
 * After an import, lock or unlock: drop every cached entry of that brand in this process. Entries are
 * keyed "<slug>|…", or hold a config whose slug matches (config is keyed by host). The production server's copies
 * of the cached host's answers (server/shared-cache.mjs) are registered here too, each holding its brand's slug.
 */
export function forgetBrand(slug: string): void {
  const registry = (globalThis as { [KEY]?: Registry })[KEY];
  for (const cache of registry?.values() ?? []) {
    cache.delete((key, value) => key.startsWith(`${slug}|`) || value === null || (value as { slug?: string })?.slug === slug);
  }
}

/** After this replica may have missed brand changes (its link to the other replicas was lost): drop everything. */
export function forgetEverything(): void {
  const registry = (globalThis as { [KEY]?: Registry })[KEY];
  for (const cache of registry?.values() ?? []) cache.clear();
}
