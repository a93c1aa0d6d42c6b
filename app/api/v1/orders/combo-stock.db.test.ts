import { and, eq, inArray } from "drizzle-orm";
import { POST as sendRound } from "@/app/api/v1/places/[token]/rounds/route";
import { brandFileSchema } from "@/lib/domain/brand/brand-file";
import { importBrand } from "@/lib/server/brands/import-brand";
import { getMenu } from "@/lib/server/dal/menu";
import { sandboxGateway } from "@/lib/server/payments/gateway";
import { sweepPayments } from "@/lib/server/payments/sweep";
import * as t from "@/lib/server/db/schema";
import { brandWithPlacesInput } from "@/tests/factories/places";
import { placeToken } from "@/tests/factories/waiter-calls";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";

// Product §8 "combo stock unavailable": a combo is made of its products, so it sells only while they last.
const SLUG = "combos";
const db = withTestDatabase();
let instanceId: number;
let ids: Record<string, number>;
let centroId: number;

beforeAll(async () => {
  const input = brandWithPlacesInput(SLUG);
  input.branches[0]!.on_table_class = "checkout";
  input.branches[0]!.pay = { ...input.branches[0]!.pay, take_away: true };
  input.menu.products!.push(
    { key: "hamburguesa", name: "Hamburguesa", category: "arepas", price: 15000, stock: 5 },
    { key: "papas", name: "Papas", category: "arepas", price: 5000, stock: 8 },
    { key: "gaseosa", name: "Gaseosa", category: "bebidas", price: 4000 },
    { key: "tamal", name: "Tamal", category: "arepas", price: 9000, branches: { centro: { active: false } } },
    // 5 burgers and 8 fries (2 a combo) make 4 combos; the soda never runs out
    { key: "combo-burger", name: "Combo burger", category: "arepas", price: 20000, combo: [{ product: "hamburguesa", quantity: 1 }, { product: "papas", quantity: 2 }, { product: "gaseosa", quantity: 1 }] },
    // its own stock is scarcer than what its burgers (2 a combo) allow
    { key: "combo-doble", name: "Combo doble", category: "arepas", price: 28000, stock: 1, combo: [{ product: "hamburguesa", quantity: 2 }] },
    // the tamal is switched off at centro: no combo can be made there
    { key: "combo-tamal", name: "Combo tamal", category: "arepas", price: 12000, combo: [{ product: "tamal", quantity: 1 }, { product: "gaseosa", quantity: 1 }] },
  );
  ({ instanceId } = await importBrand(db.current.db, brandFileSchema.parse(input)));
  ids = await factoryIds(db.current.db, instanceId);
  const [centro] = await db.current.db.select({ id: t.suppliers.id }).from(t.suppliers).where(and(eq(t.suppliers.instanceId, instanceId), eq(t.suppliers.slug, "centro")));
  centroId = centro!.id;
});

/** The stock each product of centro's take-away menu shows, by label (the menu read afresh, not a cached copy). */
async function menuStock(): Promise<Record<string, number | null>> {
  const { menu } = await getMenu({ id: instanceId, currency: "COP", langs: ["es", "en"] }, centroId, "take_away", "es");
  return Object.fromEntries(menu.products.map((p) => [p.label, p.stock]));
}

async function stockOf(...keys: string[]): Promise<Record<string, number | null>> {
  const rows = await db.current.db
    .select({ id: t.productSuppliers.id, stock: t.productSuppliers.stock })
    .from(t.productSuppliers)
    .where(and(eq(t.productSuppliers.instanceId, instanceId), inArray(t.productSuppliers.id, keys.map((key) => ids[key]!))));
  return Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.id === ids[key])!.stock]));
}

const line = (key: string, quantity: number) => ({ product_supplier_id: ids[key], quantity, options: {} });
const order = (...lines: ReturnType<typeof line>[]) => placeOrder(SLUG, checkoutBody(ids, { lines }));

describe("a combo's stock (product §8 combo stock unavailable)", () => {
  it("is shown on the menu as what its products allow, capped by its own stock; none when the branch does not sell one", async () => {
    expect(await menuStock()).toMatchObject({ Hamburguesa: 5, Papas: 8, Gaseosa: null, "Combo burger": 4, "Combo doble": 1, "Combo tamal": 0 });
  });

  it("refuses more combos than the products allow with 409 combo_stock_unavailable, and takes nothing", async () => {
    const before = await db.current.db.$count(t.orders);
    for (const refused of [
      await order(line("combo-burger", 5)), // 10 fries wanted, 8 left
      await order(line("combo-burger", 1), line("hamburguesa", 5)), // the single burgers and the combo's draw on one stock
      await order(line("combo-tamal", 1)),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe("combo_stock_unavailable");
    }
    expect((await order(line("combo-burger", 5))).json.error.product_supplier_id).toBe(ids["combo-burger"]);
    expect((await order(line("combo-tamal", 1))).json.error.product_supplier_id).toBe(ids["combo-tamal"]);
    expect(await db.current.db.$count(t.orders)).toBe(before);
    expect(await stockOf("hamburguesa", "papas")).toEqual({ hamburguesa: 5, papas: 8 });
  });

  it("takes an accepted combo's products from their stock, with the single units of the same product", async () => {
    const accepted = await order(line("combo-burger", 2), line("hamburguesa", 1));
    expect(accepted.status).toBe(201);
    expect(await stockOf("hamburguesa", "papas", "gaseosa")).toEqual({ hamburguesa: 2, papas: 4, gaseosa: null });
    expect(await menuStock()).toMatchObject({ Hamburguesa: 2, "Combo burger": 2, "Combo doble": 1 });
  });

  it("is given back, products and all, when an unpaid online order is released", async () => {
    const before = await stockOf("hamburguesa", "papas");
    const unpaid = await placeOrder(SLUG, checkoutBody(ids, { lines: [line("combo-burger", 1)], payment_method: "card" }));
    expect(unpaid.status).toBe(201);
    expect(await stockOf("hamburguesa", "papas")).toEqual({ hamburguesa: before.hamburguesa! - 1, papas: before.papas! - 2 });
    // a day later, never paid (lib/server/payments/sweep.ts)
    expect((await sweepPayments(db.current.db, async () => sandboxGateway(), new Date(Date.now() + 25 * 3_600_000))).released).toBe(1);
    expect(await stockOf("hamburguesa", "papas")).toEqual(before);
  });

  it("is taken the same way by a round sent to a table's tab", async () => {
    const place = await placeToken(db.current.db, instanceId, "centro", "1");
    const round = (quantity: number) =>
      sendRound(
        brandRequest(SLUG, `/api/v1/places/${place}/rounds`, { method: "POST", body: JSON.stringify({ guest: "Ana", lines: [line("combo-doble", quantity)] }) }),
        params({ token: place }),
      );
    const refused = await round(2); // its own stock is 1
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "combo_stock_unavailable", product_supplier_id: ids["combo-doble"] });
    expect((await round(1)).status).toBe(201);
    expect(await stockOf("combo-doble", "hamburguesa")).toEqual({ "combo-doble": 0, hamburguesa: 0 });
  });
});
