import { and, eq } from "drizzle-orm";
import { brand } from "@/tests/factories/brand";
import { withTestDatabase } from "@/tests/helpers/test-database";
import * as t from "../db/schema";
import { findInstanceConfigBySlug } from "../dal/instances";
import { getMenu } from "../dal/menu";
import { BrandImportError, importBrand } from "./import-brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";

const db = withTestDatabase();

/** Everything a brand owns, without volatile columns, to compare two imports. */
async function snapshot(instanceId: number) {
  const d = db.current.db;
  const of = <T extends { instanceId: never }>(table: T) =>
    d.select().from(table as never).where(eq((table as unknown as typeof t.products).instanceId, instanceId));
  const [instance] = await d.select().from(t.instances).where(eq(t.instances.id, instanceId));
  const { updatedAt: _ignored, ...stable } = instance!;
  return {
    instance: stable,
    tables: await Promise.all(
      [t.suppliers, t.polygons, t.categories, t.products, t.productSuppliers, t.optionGroups, t.options, t.upselling, t.instanceDomains].map(
        (table) => of(table as never),
      ),
    ),
  };
}

describe("importBrand", () => {
  it("writes a whole brand that the menu then reads", async () => {
    const summary = await importBrand(db.current.db, brand("uno"));
    const [branch] = await db.current.db.select().from(t.suppliers).where(eq(t.suppliers.instanceId, summary.instanceId));
    const menu = await getMenu({ id: summary.instanceId, currency: "COP", langs: ["es", "en"] }, branch!.id, "delivery", "en");
    expect(menu.menu.products.map((p) => p.label)).toEqual(["Cheese arepa", "Lemonade"]);
    expect(menu.menu.products[0]!.option_groups[0]).toMatchObject({ label: "Sauce", min: 1, max: 1, required: true });
    expect(menu.menu.products[0]!.option_groups[0]!.options.map((o) => o.price)).toEqual([0, 1000]);
    expect(menu.menu.products[1]!.stock).toBe(5);
    expect(menu.upselling_products).toEqual([menu.menu.products[1]!.id]);
  });

  it("keeps each branch's usual wait, and none for a branch whose file does not say", async () => {
    const file = brand("espera");
    file.branches[0]!.wait_minutes = { pickup: 20, delivery: 45 };
    const summary = await importBrand(db.current.db, file);
    const [branch] = await db.current.db.select().from(t.suppliers).where(eq(t.suppliers.instanceId, summary.instanceId));
    expect(branch!.waitMinutes).toEqual({ pickup: 20, delivery: 45 });
    const bare = await importBrand(db.current.db, brand("sin-espera"));
    const [other] = await db.current.db.select().from(t.suppliers).where(eq(t.suppliers.instanceId, bare.instanceId));
    expect(other!.waitMinutes).toEqual({});
  });

  it("keeps the brand's own readings of the landing shortcut and of an order from another branch, and their defaults", async () => {
    const file = brand("lecturas");
    file.instance.landing_shortcut = "one_on_table_link";
    file.instance.other_branch_cart = "refuse";
    await importBrand(db.current.db, file);
    await importBrand(db.current.db, brand("por-defecto"));
    expect(await findInstanceConfigBySlug("lecturas")).toMatchObject({ landing_shortcut: "one_on_table_link", other_branch_cart: "refuse" });
    expect(await findInstanceConfigBySlug("por-defecto")).toMatchObject({ landing_shortcut: "table_only_brand", other_branch_cart: "offer_new_cart" });
  });

  it("leaves the same state when the same file is imported twice", async () => {
    const file = brand("dos");
    const first = await importBrand(db.current.db, file);
    const before = await snapshot(first.instanceId);
    const second = await importBrand(db.current.db, file);
    expect(second.instanceId).toBe(first.instanceId);
    expect(await snapshot(second.instanceId)).toEqual(before);
  });

  it("updates a changed brand in place and removes what the file no longer lists", async () => {
    const file = brand("tres");
    const { instanceId } = await importBrand(db.current.db, file);
    const [arepa] = await db.current.db
      .select()
      .from(t.products)
      .where(and(eq(t.products.instanceId, instanceId), eq(t.products.key, "arepa-queso")));

    file.instance.name = "Arepas Renovadas";
    file.menu.products = file.menu.products.filter((p) => p.key !== "limonada");
    file.menu.upselling = [];
    file.menu.products[0]!.price = 13000;
    await importBrand(db.current.db, file);

    const products = await db.current.db.select().from(t.products).where(eq(t.products.instanceId, instanceId));
    expect(products.map((p) => p.key).sort()).toEqual(["arepa-queso", "cerveza"]);
    expect(products.find((p) => p.key === "arepa-queso")).toMatchObject({ id: arepa!.id, price: 13000 });
    const [instance] = await db.current.db.select().from(t.instances).where(eq(t.instances.id, instanceId));
    expect(instance!.name).toBe("Arepas Renovadas");
  });

  it("keeps brands apart: the same keys in two brands are two sets of rows", async () => {
    const a = await importBrand(db.current.db, brand("cuatro"));
    const b = await importBrand(db.current.db, brand("cinco"));
    const rows = await db.current.db.select().from(t.products).where(eq(t.products.key, "arepa-queso"));
    const owners = rows.map((r) => r.instanceId);
    expect(owners.filter((id) => id === a.instanceId)).toHaveLength(1);
    expect(owners.filter((id) => id === b.instanceId)).toHaveLength(1);
    expect(a.instanceId).not.toBe(b.instanceId);
  });

  it("refuses a custom domain that belongs to another brand, writing nothing", async () => {
    await importBrand(db.current.db, brand("seis"));
    const intruder = brand("siete");
    intruder.domains = ["pedidos.seis.co"];
    await expect(importBrand(db.current.db, intruder)).rejects.toBeInstanceOf(BrandImportError);
    const rows = await db.current.db.select().from(t.instances).where(eq(t.instances.slug, "siete"));
    expect(rows).toEqual([]);
  });

  it("derives a percent-only promotion's price, so the menu's badge, its promo price and the order agree", async () => {
    const file = brand("promo");
    const limonada = file.menu.products.find((p) => p.key === "limonada")!;
    limonada.promo_percent = 15;
    limonada.branches = { centro: { price: 7000 } };
    const { instanceId } = await importBrand(db.current.db, file);
    const [branch] = await db.current.db.select().from(t.suppliers).where(eq(t.suppliers.instanceId, instanceId));
    const menu = await getMenu({ id: instanceId, currency: "COP", langs: ["es"] }, branch!.id, "take_away", "es");
    // 15 % off the branch's own 7.000
    expect(menu.menu.products.find((p) => p.label === "Limonada")).toMatchObject({ price: 7000, promo: 5950, promo_porcent: 15 });

    const ids = await factoryIds(db.current.db, instanceId);
    const order = await placeOrder("promo", checkoutBody(ids, { lines: [{ product_supplier_id: ids.limonada, quantity: 2 }] }));
    expect(order.status).toBe(201);
    expect(order.json.order.subtotal).toBe(11900);
  });

  describe("stock on re-import", () => {
    const limonadaStock = async (instanceId: number) => {
      const ids = await factoryIds(db.current.db, instanceId);
      const [row] = await db.current.db.select({ stock: t.productSuppliers.stock }).from(t.productSuppliers).where(eq(t.productSuppliers.id, ids.limonada!));
      return row!.stock;
    };
    const sellLemonades = async (slug: string, instanceId: number, quantity: number) => {
      const ids = await factoryIds(db.current.db, instanceId);
      const sold = await placeOrder(slug, checkoutBody(ids, { lines: [{ product_supplier_id: ids.limonada, quantity }] }));
      expect(sold.status).toBe(201);
    };

    it("keeps the stock sales used when the same file comes again, and sets it when the file states a new value", async () => {
      const file = brand("existencias");
      const { instanceId } = await importBrand(db.current.db, file);
      await sellLemonades("existencias", instanceId, 3);
      expect(await limonadaStock(instanceId)).toBe(2);

      await importBrand(db.current.db, file);
      expect(await limonadaStock(instanceId)).toBe(2);

      file.menu.products.find((p) => p.key === "limonada")!.stock = 8;
      await importBrand(db.current.db, file);
      expect(await limonadaStock(instanceId)).toBe(8);
      await sellLemonades("existencias", instanceId, 1);
      await importBrand(db.current.db, file);
      expect(await limonadaStock(instanceId)).toBe(7);
    });

    it("follows the file to unlimited and back, and a branch's own stock the same way", async () => {
      const file = brand("existencias-dos");
      const { instanceId } = await importBrand(db.current.db, file);
      const limonada = file.menu.products.find((p) => p.key === "limonada")!;
      delete limonada.stock;
      await importBrand(db.current.db, file);
      expect(await limonadaStock(instanceId)).toBeNull();
      limonada.stock = 5;
      await importBrand(db.current.db, file);
      expect(await limonadaStock(instanceId)).toBe(5);

      limonada.branches = { centro: { stock: 3 } };
      await importBrand(db.current.db, file);
      expect(await limonadaStock(instanceId)).toBe(3);
      await sellLemonades("existencias-dos", instanceId, 3);
      await importBrand(db.current.db, file);
      expect(await limonadaStock(instanceId)).toBe(0);
    });
  });
});
