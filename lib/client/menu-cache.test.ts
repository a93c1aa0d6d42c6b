import "fake-indexeddb/auto";
import Dexie from "dexie";
import type { MenuPayload, MenuProduct } from "@/lib/domain/menu/menu";
import { minor } from "@/lib/domain/money/minor";
import { menuProduct } from "@/tests/factories/menu";
import { menuFromWire, menuToWire } from "@/lib/domain/menu/menu-wire";
import {
  createMenuCacheDb,
  MENU_CACHE_ERROR_KEYS,
  MenuCacheError,
  openMenuCache,
  readMenu as readWire,
  writeMenu as writeWire,
  type MenuCacheDb,
} from "./menu-cache";
import { menuScope } from "./menu-scope";
import es from "@/messages/es.json";

// The cache keeps the API's shape (major units); these tests speak the app's (minor units) through menu-wire.ts.
const writeMenu = (cache: MenuCacheDb, scope: string, menu: MenuPayload) => writeWire(cache, scope, menuToWire(menu));
const readMenu = async (cache: MenuCacheDb, scope: string) => {
  const wire = await readWire(cache, scope);
  return wire && menuFromWire(wire);
};

function product(id: number, label: string, price: number, overrides: Partial<MenuProduct<number>> = {}): MenuProduct {
  return menuProduct({ id, label, price, description: `${label} de la casa`, image: `https://cdn.example/${id}.webp`, ...overrides });
}

/** Ids deliberately out of numeric order: a read must follow the payload's order, not the key order. */
function payloadV1(): MenuPayload {
  return {
    menu: {
      products: [
        product(30, "Arepa de choclo", 12_000, {
          is_new: true,
          option_groups: [
            {
              id: 7,
              label: "Queso",
              min: 1,
              max: 1,
              required: true,
              options: [
                { id: 71, label: "Campesino", price: 0 },
                { id: 72, label: "Mozzarella", price: 2_500 },
              ],
            },
          ],
        }),
        product(10, "Bandeja paisa", 32_000, { important: true, stock: 4 }),
        product(20, "Cerveza artesanal", 9_000, { is_alcoholic: true, supplier_category_id: 2, promo: 7_500, promo_porcent: 17, is_promo: true }),
      ],
      categories: [
        { id: 2, label: "Bebidas", image: null, parent_id: null },
        { id: 1, label: "Platos fuertes", image: "https://cdn.example/cat-1.webp", parent_id: null },
        { id: 3, label: "Cervezas", image: null, parent_id: 2 },
      ],
    },
    content_home: [
      { id: 5, image: "https://cdn.example/banner-5.webp", title: "Martes de arepas", link: "/delivery/menu?category=1" },
      { id: 4, image: "https://cdn.example/banner-4.webp", title: "Envío gratis", link: null },
    ],
    upselling_products: [20, 30],
    master_product_ids: [1030, 1010],
    currency: "COP",
    lang: "es",
  };
}

/** v1 with product 10 removed, 30 repriced, 40 added; a banner, an upsell and a master swapped too. */
function payloadV2(): MenuPayload {
  const v1 = payloadV1();
  return {
    ...v1,
    menu: {
      products: [{ ...v1.menu.products[0]!, price: minor(13_000) }, v1.menu.products[2]!, product(40, "Limonada de coco", 8_000, { supplier_category_id: 2 })],
      categories: [v1.menu.categories[0]!, v1.menu.categories[2]!],
    },
    content_home: [v1.content_home[1]!],
    upselling_products: [40],
    master_product_ids: [1030, 1040],
  };
}

const chapinero = menuScope({ supplier: "chapinero", service: "delivery", lang: "es" });

const opened: Dexie[] = [];
function db(slug = "fogon-andino"): MenuCacheDb {
  const created = createMenuCacheDb(slug);
  opened.push(created);
  return created;
}

afterEach(async () => {
  for (const each of opened.splice(0)) await each.delete();
});

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("menu cache database", () => {
  it("is one database per brand, version 1, with exactly the five stores of product §3 keyed by scope", async () => {
    const cache = db("fogon-andino");
    await cache.open();
    expect(cache.name).toBe("comanda-menu-fogon-andino");
    expect(cache.verno).toBe(1);
    expect(cache.tables.map((t) => t.name).sort()).toEqual(
      ["categories", "content_home", "master_product_ids", "products", "upselling_products"],
    );
    for (const table of cache.tables) {
      expect(table.schema.primKey.keyPath).toEqual(["scope", "id"]);
      expect(table.schema.indexes.map((i) => i.name).sort()).toEqual(["[scope+old]", "scope"]);
    }
  });

  it("builds scopes from branch, service and language", () => {
    expect(menuScope({ supplier: "chapinero", service: "delivery", lang: "es" })).toBe("chapinero|delivery|es");
    expect(menuScope({ supplier: "chapinero", service: "schedule", lang: "en" })).toBe("chapinero|schedule|en");
  });
});

describe("writeMenu and readMenu", () => {
  it("round-trips a payload, keeping the order of every list", async () => {
    const cache = db();
    await writeMenu(cache, chapinero, payloadV1());
    const read = await readMenu(cache, chapinero);
    expect(read).toEqual(payloadV1());
    expect(read?.menu.products.map((p) => p.id)).toEqual([30, 10, 20]);
    expect(read?.menu.categories.map((c) => c.id)).toEqual([2, 1, 3]);
  });

  it("stores prices as the menu API sends them (major units) and reads them back in minor units", async () => {
    const cache = db("mercado-luna");
    const tacos = menuProduct(
      { id: 5, label: "Tacos al pastor", price: 89.5, promo: 79.99, option_groups: [{ id: 1, label: "Salsa", min: 0, max: 1, required: false, options: [{ id: 11, label: "Verde", price: 12.5 }] }] },
      "MXN",
    );
    const menu: MenuPayload = { menu: { products: [tacos], categories: [] }, content_home: [], upselling_products: [], master_product_ids: [], currency: "MXN", lang: "es" };
    await writeMenu(cache, chapinero, menu);
    expect((await cache.products.get([chapinero, 5]))?.value).toMatchObject({ price: 89.5, promo: 79.99, option_groups: [{ options: [{ price: 12.5 }] }] });
    expect(await readMenu(cache, chapinero)).toEqual(menu);
    expect((await readMenu(cache, chapinero))?.menu.products[0]).toMatchObject({ price: 8950, promo: 7999 });
  });

  it("reads a copy saved by the version before minor units, rows as it wrote them", async () => {
    const cache = db("mercado-luna");
    const saved = { scope: chapinero, old: 0, updated: 1 } as const;
    // What writeMenu stored before: the API's product as it came, prices in major units, beside a meta row.
    await cache.content_home.put({ ...saved, id: "meta", position: -1, kind: "meta", currency: "MXN", lang: "es" });
    await cache.products.put({ ...saved, id: 5, position: 0, value: { ...menuProduct({ id: 5 }, "MXN"), price: 89.5, promo: null, option_groups: [] } });
    const read = await readMenu(cache, chapinero);
    expect(read?.currency).toBe("MXN");
    expect(read?.menu.products[0]).toMatchObject({ id: 5, price: 8950, promo: null });
  });

  it("rewrites a scope per product §4: removed entries go, kept ones keep their data, new ones appear", async () => {
    const cache = db();
    await writeMenu(cache, chapinero, payloadV1());
    await writeMenu(cache, chapinero, payloadV2());

    expect(await readMenu(cache, chapinero)).toEqual(payloadV2());
    const rows = await cache.products.where("scope").equals(chapinero).toArray();
    expect(rows.map((r) => r.id).sort()).toEqual([20, 30, 40]);
    expect(rows.find((r) => r.id === 20)?.value).toEqual(payloadV1().menu.products[2]);
    expect(rows.find((r) => r.id === 30)?.value.price).toBe(13_000);
    // after a rewrite nothing is left flagged old, everything written is marked updated
    for (const store of [cache.content_home, cache.categories, cache.products, cache.upselling_products, cache.master_product_ids]) {
      const all = await store.where("scope").equals(chapinero).toArray();
      expect(all.every((r) => r.old === 0 && r.updated === 1)).toBe(true);
    }
    expect(await cache.categories.count()).toBe(2);
    expect(await cache.upselling_products.count()).toBe(1);
    expect((await cache.master_product_ids.toArray()).map((r) => r.id).sort()).toEqual([1030, 1040]);
  });

  it("never touches the entries of other scopes", async () => {
    const cache = db();
    const english = menuScope({ supplier: "chapinero", service: "delivery", lang: "en" });
    const takeAway = menuScope({ supplier: "chapinero", service: "take_away", lang: "es" });
    const usaquen = menuScope({ supplier: "usaquen", service: "delivery", lang: "es" });
    const english1 = { ...payloadV1(), lang: "en" };
    await writeMenu(cache, english, english1);
    await writeMenu(cache, takeAway, payloadV2());
    await writeMenu(cache, usaquen, payloadV1());

    const othersRows = async () => {
      const rows = await Promise.all(cache.tables.map((table) => table.toArray()));
      return rows.flat().filter((row) => row.scope !== chapinero);
    };
    const before = await othersRows();

    const empty: MenuPayload = { menu: { products: [], categories: [] }, content_home: [], upselling_products: [], master_product_ids: [], currency: "COP", lang: "es" };
    await writeMenu(cache, chapinero, payloadV1());
    await writeMenu(cache, chapinero, empty);

    // not even their rewrite flags change
    expect(await othersRows()).toEqual(before);

    expect(await readMenu(cache, chapinero)).toEqual(empty);
    expect(await readMenu(cache, english)).toEqual(english1);
    expect(await readMenu(cache, takeAway)).toEqual(payloadV2());
    expect(await readMenu(cache, usaquen)).toEqual(payloadV1());
  });

  it("reads null for a scope that was never cached", async () => {
    const cache = db();
    expect(await readMenu(cache, chapinero)).toBeNull();
    await writeMenu(cache, chapinero, payloadV1());
    expect(await readMenu(cache, menuScope({ supplier: "chapinero", service: "delivery", lang: "pt" }))).toBeNull();
    expect(await readMenu(cache, menuScope({ supplier: "norte", service: "delivery", lang: "es" }))).toBeNull();
  });

  it("keeps each brand's menus in its own database", async () => {
    const fogon = openMenuCache("fogon-andino");
    const cafe = openMenuCache("cafe-central");
    opened.push(fogon, cafe);
    expect(openMenuCache("fogon-andino")).toBe(fogon);
    expect(cafe).not.toBe(fogon);

    await writeMenu(fogon, chapinero, payloadV1());
    expect(await readMenu(cafe, chapinero)).toBeNull();
    await writeMenu(cafe, chapinero, payloadV2());
    expect(await readMenu(fogon, chapinero)).toEqual(payloadV1());
    expect((await Dexie.getDatabaseNames()).sort()).toEqual(["comanda-menu-cafe-central", "comanda-menu-fogon-andino"]);
  });
});

describe("cache-layer failures (product §8)", () => {
  it("each has its own message for the error dialog, Spanish first (product §8)", () => {
    const texts: Record<string, string> = es.shell.errorDialog.messages.menuCache;
    expect(MENU_CACHE_ERROR_KEYS.filter((key) => !texts[key]?.startsWith("No pudimos"))).toEqual([]);
    expect(texts.save_products).toBe("No pudimos guardar los productos del menú en este dispositivo.");
  });

  it("raises the Spanish save error of the failing store and rolls the whole rewrite back", async () => {
    const cache = db();
    await writeMenu(cache, chapinero, payloadV1());
    const broken = payloadV2();
    broken.menu.products[1] = { ...broken.menu.products[1]!, id: Number.NaN }; // NaN is not a valid IndexedDB key

    const error = await caught(writeMenu(cache, chapinero, broken));
    expect(error).toBeInstanceOf(MenuCacheError);
    expect(error).toMatchObject({ key: "save_products" });
    // content_home and categories were rewritten before products failed: one transaction undoes them too
    expect(await readMenu(cache, chapinero)).toEqual(payloadV1());
  });

  it("blames the store that failed, not the first one", async () => {
    const cache = db();
    const broken = payloadV1();
    broken.master_product_ids = [1030, Number.NaN];
    const error = await caught(writeMenu(cache, chapinero, broken));
    expect(error).toMatchObject({ key: "save_masters" });
    expect(await readMenu(cache, chapinero)).toBeNull();
  });

  it("raises the Spanish open error when the database cannot be used", async () => {
    const cache = db();
    await writeMenu(cache, chapinero, payloadV1());
    cache.close();

    const onWrite = await caught(writeMenu(cache, chapinero, payloadV2()));
    expect(onWrite).toBeInstanceOf(MenuCacheError);
    expect(onWrite).toMatchObject({ key: "open" });
    expect((onWrite as MenuCacheError).cause).toHaveProperty("name", "DatabaseClosedError");
    expect(await caught(readMenu(cache, chapinero))).toMatchObject({ key: "open" });
  });

  it("raises the Spanish read error of a store holding a corrupt entry", async () => {
    const cache = db();
    await writeMenu(cache, chapinero, payloadV1());
    await cache.categories.update([chapinero, 1], { value: undefined });

    const error = await caught(readMenu(cache, chapinero));
    expect(error).toBeInstanceOf(MenuCacheError);
    expect(error).toMatchObject({ key: "read_categories" });
  });

  it("refuses to open where there is no IndexedDB (server rendering)", () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "indexedDB")!;
    Reflect.deleteProperty(globalThis, "indexedDB");
    try {
      let error: unknown;
      try {
        openMenuCache("fogon-andino");
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(MenuCacheError);
      expect(error).toMatchObject({ key: "open" });
    } finally {
      Object.defineProperty(globalThis, "indexedDB", descriptor);
    }
  });
});
