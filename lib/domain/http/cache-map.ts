/*
 * Every cache between a brand's database and a diner's screen, in the order a request meets them. The one list:
 * docs and code point here, and lib/domain/http/cache-map.test.ts checks it against the code (every process cache
 * named, the front's and the pages' lifetimes as configured), so it cannot drift from what runs.
 */

export interface CacheLayer {
  /** how the code and docs call it */
  name: string;
  /** where it lives */
  where: "browser" | "front" | "next" | "process";
  /** what a copy is kept by */
  key: string;
  /** how long a copy is served without asking */
  lifetime: string;
  /** what drops a copy before its lifetime ends */
  invalidatedBy: string;
  /** the code (or config) that keeps it */
  code: string;
}

/** How long the front (deploy/nginx, or a CDN set the same way) keeps what the app marks shareable. */
export const FRONT_SECONDS = 1;
/** How long Next serves a rendered page or a tagged read before it renders or reads again. */
export const PAGE_REVALIDATE_SECONDS = 60;

export const CACHE_LAYERS: readonly CacheLayer[] = [
  {
    name: "service worker",
    where: "browser",
    key: "URL (pages the diner opened; Next's hashed files)",
    lifetime: "pages: until the next online visit; hashed files: for good",
    invalidatedBy: "a new build (its worker replaces the old one's caches); the router's page payloads are never kept",
    code: "lib/client/sw/worker.ts",
  },
  {
    name: "menu on the device (Dexie)",
    where: "browser",
    key: "brand database; branch + service + language scope",
    lifetime: "until the menu API names another version (ETag)",
    invalidatedBy: "the menu check every 4 s on an open menu (lib/client/menu-check.ts)",
    code: "lib/client/menu-cache.ts",
  },
  {
    name: "front",
    where: "front",
    key: "scheme + host + URL (a page's bytes depend on nothing else: lib/domain/routing/url-choices.ts)",
    lifetime: `${FRONT_SECONDS} s, for answers marked s-maxage only (the cached menu JSON also while one request fetches its next copy); Next's hashed files for a year`,
    invalidatedBy: "time only (no shared cache in front can be purged); never kept: private answers, a cookie set, a call with credentials",
    code: "deploy/nginx/comanda.conf",
  },
  {
    name: "pages",
    where: "next",
    key: "internal path /{brand}/{locale}/… (with the menu's service)",
    lifetime: `${PAGE_REVALIDATE_SECONDS} s, then served stale while one render refreshes it`,
    invalidatedBy: "tag brand:{slug} (an import, a lock, a dish sold out); a sale of limited stock drops its branch's pages only (tag branch:{slug}:{ref}, every language)",
    code: "app/[instance]/[locale]/(site)/layout.tsx; shared by every replica with REDIS_URL (lib/server/cache/redis-cache-handler.mjs)",
  },
  {
    name: "page data",
    where: "next",
    key: "loader + brand + arguments",
    lifetime: `${PAGE_REVALIDATE_SECONDS} s`,
    invalidatedBy: "tag brand:{slug}; the branch loader also tag branch:{slug}:{ref}",
    code: "lib/server/pages/brand-data.ts",
  },
  {
    name: "config",
    where: "process",
    key: "host",
    lifetime: "CONFIG_TTL_SECONDS (60); a stale copy while the database is away; 1,000 hosts at most",
    invalidatedBy: "forgetBrand on this replica, and on every other through the brand-change bus (REDIS_URL)",
    code: "lib/server/config/config-source.ts",
  },
  {
    name: "menu",
    where: "process",
    key: "brand | branch | service | language",
    lifetime: "CONFIG_TTL_SECONDS (60); 200 menus at most",
    invalidatedBy: "forgetBrand; forgetBranch after a sale of limited stock (that branch's entries only, here and in every cache keyed by branch)",
    code: "lib/server/cache/brand-menu.ts",
  },
  {
    name: "branches",
    where: "process",
    key: "brand",
    lifetime: "CONFIG_TTL_SECONDS (60); 1,000 brands at most",
    invalidatedBy: "forgetBrand",
    code: "lib/server/http/branch-for-call.ts",
  },
  {
    name: "surveys",
    where: "process",
    key: "brand | branch | service",
    lifetime: "CONFIG_TTL_SECONDS (60); 1,000 at most",
    invalidatedBy: "forgetBrand",
    code: "lib/server/http/branch-surveys.ts",
  },
  ...(
    [
      ["popups", "brand | branch | service | trigger", "app/api/content_popups.json/route.ts"],
      ["policies", "brand | branch | language", "app/api/service_policies/route.ts"],
      ["upselling", "brand | branch | service | trigger", "app/api/v2/upselling_products.json/route.ts"],
      ["zones", "brand", "app/api/v1/delivery-zone/route.ts"],
    ] as const
  ).map(([name, key, code]) => ({
    name,
    where: "process" as const,
    key,
    lifetime: "CONFIG_TTL_SECONDS (60); 1,000 at most",
    invalidatedBy: key.includes("branch") ? "forgetBrand; forgetBranch" : "forgetBrand",
    code,
  })),
];

/** The process caches (lib/server/cache/process-cache.ts) by the name each is opened with. */
export const PROCESS_CACHE_NAMES = CACHE_LAYERS.filter((layer) => layer.where === "process").map((layer) => layer.name);
