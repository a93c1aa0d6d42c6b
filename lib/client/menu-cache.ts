import Dexie, { type Table } from "dexie";
import type { Currency } from "@/lib/domain/money/currency";
import type { ContentHomeItem, MenuCategory, MenuProduct, MenuWire } from "@/lib/domain/menu/menu";

/**
 * Product §3/§4/§8: the menu cached on the device, one IndexedDB database per brand (version 1) with the
 * five stores content_home, categories, products, upselling_products and master_product_ids.
 *
 * Every row carries the scope it belongs to (branch + service + language, see menu-scope.ts), so the
 * menus of different branches, services and languages live side by side. Rows are keyed `[scope+id]`,
 * indexed by `scope` (to read and flag a scope) and by `[scope+old]` (to sweep what a rewrite left old).
 * The payload's small metadata (currency, lang) is one meta row of content_home, keyed `[scope+"meta"]`:
 * its presence is what says "this scope has been cached", even when the menu itself is empty.
 *
 * The menu is written and read as the menu API answers it, prices in major units (MenuWire): the same shape
 * every version of the app has stored, so a copy saved by an older version reads correctly, and the service
 * worker, which only passes the API's answers on, never converts a menu to read it back unchanged.
 */

export const MENU_CACHE_VERSION = 1;

export const MENU_CACHE_STORES = [
  "content_home",
  "categories",
  "products",
  "upselling_products",
  "master_product_ids",
] as const;
export type MenuCacheStore = (typeof MENU_CACHE_STORES)[number];

/** IndexedDB cannot index booleans, so the rewrite flags are 0/1. */
type Flag = 0 | 1;

interface ScopedRow<K extends number | string = number> {
  scope: string;
  id: K;
  /** order in the payload, so a read gives the lists back as they came */
  position: number;
  /** set on every row of a scope when a rewrite starts; rows still old at its end are removed */
  old: Flag;
  /** set on every row a rewrite (re)wrote */
  updated: Flag;
}

const META_ID = "meta";

export type ContentHomeRow =
  | (ScopedRow & { kind: "item"; value: ContentHomeItem })
  | (ScopedRow<typeof META_ID> & { kind: "meta"; currency: Currency; lang: string });
export type CategoryRow = ScopedRow & { value: MenuCategory };
/** prices in major units, as on the wire */
export type ProductRow = ScopedRow & { value: MenuProduct<number> };
/** upselling_products and master_product_ids hold product ids only: the id is the row's id */
export type ProductIdRow = ScopedRow;

type RowKey = [string, number | string];

export type MenuCacheDb = Dexie & {
  content_home: Table<ContentHomeRow, RowKey>;
  categories: Table<CategoryRow, RowKey>;
  products: Table<ProductRow, RowKey>;
  upselling_products: Table<ProductIdRow, RowKey>;
  master_product_ids: Table<ProductIdRow, RowKey>;
};

const STORE_SCHEMA = "[scope+id], scope, [scope+old]";

export const MENU_CACHE_ERROR_KEYS = [
  "open",
  "save_content_home",
  "save_categories",
  "save_products",
  "save_upselling",
  "save_masters",
  "read_content_home",
  "read_categories",
  "read_products",
  "read_upselling",
  "read_masters",
] as const;
export type MenuCacheErrorKey = (typeof MENU_CACHE_ERROR_KEYS)[number];

/**
 * A cache-layer failure. Its `key` names the product §8 message the page shows (shell.errorDialog.messages.menuCache,
 * Spanish first, and translated); the worker's log gets the English `message`.
 */
export class MenuCacheError extends Error {
  readonly key: MenuCacheErrorKey;

  constructor(key: MenuCacheErrorKey, options?: { cause?: unknown }) {
    super(`The device's menu cache failed: ${key}`, options);
    this.name = "MenuCacheError";
    this.key = key;
  }
}

/** Dexie errors that mean the database itself is unusable, whatever step hit them. */
const OPEN_FAILURES = new Set([
  "OpenFailedError",
  "DatabaseClosedError",
  "MissingAPIError",
  "VersionError",
  "UpgradeError",
  "InvalidStateError",
]);

function toCacheError(error: unknown, key: MenuCacheErrorKey): MenuCacheError {
  if (error instanceof MenuCacheError) return error;
  const name = error instanceof Error ? error.name : "";
  return new MenuCacheError(OPEN_FAILURES.has(name) ? "open" : key, { cause: error });
}

export function menuCacheDbName(instanceSlug: string): string {
  return `comanda-menu-${instanceSlug}`;
}

/** Builds (does not open) a brand's cache database; Dexie opens it on first use. */
export function createMenuCacheDb(instanceSlug: string): MenuCacheDb {
  const db = new Dexie(menuCacheDbName(instanceSlug)) as MenuCacheDb;
  db.version(MENU_CACHE_VERSION).stores(
    Object.fromEntries(MENU_CACHE_STORES.map((store) => [store, STORE_SCHEMA])),
  );
  return db;
}

const databases = new Map<string, MenuCacheDb>();

/**
 * The brand's cache database, created on first call and shared afterwards. Browser only: where
 * IndexedDB does not exist (server rendering, old browsers) it raises the "open" MenuCacheError.
 */
export function openMenuCache(instanceSlug: string): MenuCacheDb {
  if (typeof indexedDB === "undefined") {
    throw new MenuCacheError("open", { cause: new Error("IndexedDB is not available here") });
  }
  const known = databases.get(instanceSlug);
  if (known && !known.hasBeenClosed() && !known.hasFailed()) return known;
  const db = createMenuCacheDb(instanceSlug);
  databases.set(instanceSlug, db);
  return db;
}

async function step<T>(key: MenuCacheErrorKey, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toCacheError(error, key);
  }
}

/**
 * Product §4 rewrite of one store for one scope, inside the caller's transaction: flag every row of the
 * scope old, put the new rows marked updated (which clears their old flag), then delete what is still
 * flagged old. Rows of other scopes are never read or written.
 */
async function rewriteStore<R extends ScopedRow<number | string>>(
  table: Table<R, RowKey>,
  scope: string,
  rows: R[],
): Promise<void> {
  await table.where("scope").equals(scope).modify((row) => {
    row.old = 1;
    row.updated = 0;
  });
  if (rows.length > 0) await table.bulkPut(rows);
  await table.where("[scope+old]").equals([scope, 1]).delete();
}

const fresh = { old: 0, updated: 1 } as const;

/** Rewrites the cached menu of one scope in a single read-write transaction: all stores or none. */
export async function writeMenu(db: MenuCacheDb, scope: string, payload: MenuWire): Promise<void> {
  const contentHome: ContentHomeRow[] = [
    { scope, id: META_ID, position: -1, ...fresh, kind: "meta", currency: payload.currency, lang: payload.lang },
    ...payload.content_home.map((value, position) => ({ scope, id: value.id, position, ...fresh, kind: "item" as const, value })),
  ];
  const categories: CategoryRow[] = payload.menu.categories.map((value, position) => ({ scope, id: value.id, position, ...fresh, value }));
  const products: ProductRow[] = payload.menu.products.map((value, position) => ({ scope, id: value.id, position, ...fresh, value }));
  const idRows = (ids: number[]): ProductIdRow[] => ids.map((id, position) => ({ scope, id, position, ...fresh }));

  let current: MenuCacheErrorKey = "save_content_home";
  const save = (key: MenuCacheErrorKey, run: () => Promise<void>) => {
    current = key;
    return step(key, run);
  };
  try {
    await db.transaction("rw", MENU_CACHE_STORES.map((store) => db.table(store)), async () => {
      await save("save_content_home", () => rewriteStore(db.content_home, scope, contentHome));
      await save("save_categories", () => rewriteStore(db.categories, scope, categories));
      await save("save_products", () => rewriteStore(db.products, scope, products));
      await save("save_upselling", () => rewriteStore(db.upselling_products, scope, idRows(payload.upselling_products)));
      await save("save_masters", () => rewriteStore(db.master_product_ids, scope, idRows(payload.master_product_ids)));
    });
  } catch (error) {
    // a failure outside the steps (starting or committing the transaction) is blamed on the last step begun
    throw toCacheError(error, current);
  }
}

function inOrder<R extends ScopedRow<number | string>>(rows: R[]): R[] {
  return [...rows].sort((a, b) => a.position - b.position);
}

function values<T>(rows: (ScopedRow & { value?: T })[], store: MenuCacheStore): T[] {
  return inOrder(rows).map((row) => {
    if (row.value === undefined || row.value === null) throw new Error(`A ${store} row of the menu cache has no value`);
    return row.value;
  });
}

/** The cached menu of one scope as the payload it was written from, or null when that scope was never cached. */
export async function readMenu(db: MenuCacheDb, scope: string): Promise<MenuWire | null> {
  let current: MenuCacheErrorKey = "read_content_home";
  const read = <T>(key: MenuCacheErrorKey, run: () => Promise<T>) => {
    current = key;
    return step(key, run);
  };
  try {
    return await db.transaction("r", MENU_CACHE_STORES.map((store) => db.table(store)), async () => {
      const home = await read("read_content_home", () => db.content_home.where("scope").equals(scope).toArray());
      const meta = home.find((row) => row.kind === "meta");
      if (!meta) return null;
      const items = home.filter((row) => row.kind === "item");
      const content_home = await read("read_content_home", async () => values(items, "content_home"));
      const categories = await read("read_categories", async () =>
        values(await db.categories.where("scope").equals(scope).toArray(), "categories"),
      );
      const products = await read("read_products", async () =>
        values(await db.products.where("scope").equals(scope).toArray(), "products"),
      );
      const upselling_products = await read("read_upselling", async () =>
        inOrder(await db.upselling_products.where("scope").equals(scope).toArray()).map((row) => row.id),
      );
      const master_product_ids = await read("read_masters", async () =>
        inOrder(await db.master_product_ids.where("scope").equals(scope).toArray()).map((row) => row.id),
      );
      return {
        menu: { products, categories },
        content_home,
        upselling_products,
        master_product_ids,
        currency: meta.currency,
        lang: meta.lang,
      };
    });
  } catch (error) {
    throw toCacheError(error, current);
  }
}
