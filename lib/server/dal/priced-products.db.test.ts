import { eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { pricedProducts } from "./priced-products";

const db = withTestDatabase();

type Ids = (name: string) => number;

/** product_supplier ids by "product@branch", and branch ids by slug, of one imported brand. */
async function soldIds(instanceId: number): Promise<{ sold: Ids; branch: Ids }> {
  const rows = await db.current.db
    .select({ id: t.productSuppliers.id, key: t.products.key, branch: t.suppliers.slug, supplierId: t.suppliers.id })
    .from(t.productSuppliers)
    .innerJoin(t.products, eq(t.products.id, t.productSuppliers.productId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.productSuppliers.supplierId))
    .where(eq(t.productSuppliers.instanceId, instanceId));
  const lookup = (entries: [string, number][]): Ids => {
    const byName = new Map(entries);
    return (name) => {
      const id = byName.get(name);
      if (id === undefined) throw new Error(`nothing named ${name}`);
      return id;
    };
  };
  return {
    sold: lookup(rows.map((row) => [`${row.key}@${row.branch}`, row.id])),
    branch: lookup(rows.map((row) => [row.branch, row.supplierId])),
  };
}

let instanceId: number;
let sold: Ids;
let branch: Ids;
let otherBrand: Ids;
let mxn: { instanceId: number; sold: Ids; branch: Ids };

beforeAll(async () => {
  const file = brand("precios");
  file.branches = file.branches.flatMap((centro) => [centro, { ...centro, slug: "norte", name: "Sede Norte" }]);
  const arepa = file.menu.products.find((p) => p.key === "arepa-queso")!;
  arepa.branches = { norte: { price: 14000 } };
  file.menu.products.find((p) => p.key === "limonada")!.branches = { norte: { active: false } };
  ({ instanceId } = await importBrand(db.current.db, file));
  ({ sold, branch } = await soldIds(instanceId));

  otherBrand = (await soldIds((await importBrand(db.current.db, brand("ajena"))).instanceId)).sold;

  const pesos = brand("luna", { currency: "MXN", country_code: "MX" });
  pesos.menu.products.find((p) => p.key === "arepa-queso")!.price = 89.5;
  pesos.menu.products.find((p) => p.key === "arepa-queso")!.option_groups[0]!.options.find((o) => o.key === "pina")!.price = 12.5;
  const imported = await importBrand(db.current.db, pesos);
  mxn = { instanceId: imported.instanceId, ...(await soldIds(imported.instanceId)) };
});

describe("pricedProducts (the rows an order prices)", () => {
  it("answers the asked products as the branch sells them for the service: price, stock, options, labels", async () => {
    const products = await pricedProducts(instanceId, branch("centro"), "take_away", [sold("arepa-queso@centro"), sold("limonada@centro")], "es");
    expect(products).toHaveLength(2);
    const arepa = products.find((p) => p.id === sold("arepa-queso@centro"));
    expect(arepa).toMatchObject({ label: "Arepa con queso", price: 12000, promo: null, stock: null, is_alcoholic: false });
    expect(arepa?.option_groups).toEqual([
      expect.objectContaining({ label: "Salsa", min: 1, max: 1, required: true, options: [expect.objectContaining({ label: "Ajo", price: 0 }), expect.objectContaining({ label: "Piña", price: 1000 })] }),
    ]);
    expect(products.find((p) => p.id === sold("limonada@centro"))).toMatchObject({ label: "Limonada", price: 6000, stock: 5 });
  });

  it("reads only the asked rows, not the branch's menu", async () => {
    const products = await pricedProducts(instanceId, branch("centro"), "take_away", [sold("limonada@centro"), sold("limonada@centro")], "es");
    expect(products.map((p) => p.id)).toEqual([sold("limonada@centro")]);
    expect(await pricedProducts(instanceId, branch("centro"), "take_away", [], "es")).toEqual([]);
  });

  it("uses the branch's own price", async () => {
    const products = await pricedProducts(instanceId, branch("norte"), "take_away", [sold("arepa-queso@norte")], "es");
    expect(products).toEqual([expect.objectContaining({ id: sold("arepa-queso@norte"), price: 14000 })]);
  });

  it("labels the lines in the language asked for", async () => {
    const products = await pricedProducts(instanceId, branch("centro"), "take_away", [sold("arepa-queso@centro")], "en");
    expect(products).toEqual([expect.objectContaining({ label: "Cheese arepa", option_groups: [expect.objectContaining({ label: "Sauce" })] })]);
  });

  it("refuses another branch's, another brand's, a switched-off or another service's product", async () => {
    const asked = [sold("arepa-queso@norte"), otherBrand("arepa-queso@centro"), sold("cerveza@centro")];
    expect(await pricedProducts(instanceId, branch("centro"), "take_away", asked, "es")).toEqual([]);
    expect(await pricedProducts(instanceId, branch("norte"), "take_away", [sold("limonada@norte")], "es")).toEqual([]);
    // the brand's own id asked under another brand finds nothing either
    expect(await pricedProducts(mxn.instanceId, mxn.branch("centro"), "take_away", [sold("arepa-queso@centro")], "es")).toEqual([]);
    // the same beer is sold on the table
    expect((await pricedProducts(instanceId, branch("centro"), "on_table", [sold("cerveza@centro")], "es")).map((p) => p.id)).toEqual([sold("cerveza@centro")]);
  });

  it("prices in minor units of the brand's currency, whatever the file's major units", async () => {
    const products = await pricedProducts(mxn.instanceId, mxn.branch("centro"), "take_away", [mxn.sold("arepa-queso@centro")], "es");
    expect(products.map((p) => p.price)).toEqual([8950]);
    expect(products.flatMap((p) => p.option_groups.flatMap((g) => g.options.map((o) => o.price)))).toEqual([0, 1250]);
  });
});
