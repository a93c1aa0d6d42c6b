import { and, eq } from "drizzle-orm";
import { GET as menuApi } from "@/app/api/v1/menu/[supplier]/[...service]/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brandFileSchema } from "@/lib/domain/brand/brand-file";
import type { AvailabilityProductWire } from "@/lib/domain/menu/menu-availability";
import * as t from "@/lib/server/db/schema";
import { brandInput } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest, params } from "@/tests/helpers/requests";
import { makeStaff, signInAs, staffRequest } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { PATCH as patchOption } from "./options/[id]/route";
import { PATCH as patchProduct } from "./products/[id]/route";
import { GET } from "./route";

// Outside Next's server there is no page cache: what the route asks of it is recorded instead.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));
const { revalidateTag } = jest.requireMock<{ revalidateTag: jest.Mock }>("next/cache");

/*
 * Menu availability ("86"): staff mark a product or an option sold out at one branch, or back, and change its stock. The
 * diners' menu API shows it at the next read, the orders API refuses it at once, the other branch is untouched,
 * a re-import keeps it, and only staff of that branch with the permission (or the brand's key) may do it.
 */
const SLUG = "ochenta";
const db = withTestDatabase();
let instanceId: number;
let ids: Record<string, number>;
let centro: number;
let norte: number;

function twoBranches(slug: string) {
  const input = brandInput(slug);
  input.branches.push({ ...input.branches[0]!, slug: "norte", name: "Sede Norte" });
  return brandFileSchema.parse(input);
}

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  ({ instanceId } = await importBrand(db.current.db, twoBranches(SLUG)));
  await importBrand(db.current.db, { ...twoBranches("vecina"), domains: [] });
  const branches = await db.current.db.select().from(t.suppliers).where(eq(t.suppliers.instanceId, instanceId));
  centro = branches.find((b) => b.slug === "centro")!.id;
  norte = branches.find((b) => b.slug === "norte")!.id;
  ids = await factoryIds(db.current.db, instanceId);
  // factoryIds reads the product rows of both branches: keep centro's
  const sold = await db.current.db.select().from(t.productSuppliers).where(and(eq(t.productSuppliers.instanceId, instanceId), eq(t.productSuppliers.supplierId, centro)));
  const products = await db.current.db.select().from(t.products).where(eq(t.products.instanceId, instanceId));
  for (const row of sold) ids[products.find((p) => p.id === row.productId)!.key] = row.id;
  await makeStaff(instanceId, "duena@ochenta.co", "owner");
  await makeStaff(instanceId, "gerente-norte@ochenta.co", "manager", [norte]);
  await makeStaff(instanceId, "cocina@ochenta.co", "kitchen");
});

const product = (token: string, id: number, body: unknown) =>
  patchProduct(staffRequest(SLUG, `/api/v1/operator/menu/products/${id}`, { method: "PATCH", token, body }), params({ id: String(id) }));
const option = (token: string, id: number, body: unknown) =>
  patchOption(staffRequest(SLUG, `/api/v1/operator/menu/options/${id}`, { method: "PATCH", token, body }), params({ id: String(id) }));

async function diners(branch: string) {
  const response = await menuApi(brandRequest(SLUG, `/api/v1/menu/${branch}/take_away.json`), params({ supplier: branch, service: ["take_away.json"] }));
  const { menu } = (await response.json()) as { menu: { products: { label: string; stock: number | null; option_groups: { options: { id: number }[] }[] }[] } };
  return new Map(menu.products.map((p) => [p.label, p]));
}

async function staffView(token: string, branch = "centro") {
  const response = await GET(staffRequest(SLUG, `/api/v1/operator/menu?supplier=${branch}&lang=en`, { token }));
  expect(response.status).toBe(200);
  return new Map(((await response.json()) as { products: AvailabilityProductWire[] }).products.map((p) => [p.label, p]));
}

const audited = async (action: string) =>
  (await db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.action, action)))).length;

it("sells nothing of a product marked sold out at its branch until it is marked back, and leaves the other branch alone", async () => {
  const owner = await signInAs(SLUG, "duena@ochenta.co");
  expect((await product(owner, ids["arepa-queso"]!, { sold_out: true })).status).toBe(204);
  expect(revalidateTag).toHaveBeenCalledWith(`brand:${SLUG}`, { expire: 0 }); // its cached pages too

  expect((await staffView(owner)).get("Cheese arepa")).toMatchObject({ sold_out: true, stock: null, category: "Arepas" });
  expect((await diners("centro")).get("Arepa con queso")!.stock).toBe(0);
  expect((await diners("norte")).get("Arepa con queso")!.stock).toBeNull();
  const refused = await placeOrder(SLUG, checkoutBody(ids));
  expect(refused.status).toBe(409);
  expect(refused.json.error.code).toBe("stock_unavailable");

  // a re-import of the brand file (a price change, say) does not bring it back
  await importBrand(db.current.db, twoBranches(SLUG));
  expect((await staffView(owner)).get("Cheese arepa")!.sold_out).toBe(true);

  expect((await product(owner, ids["arepa-queso"]!, { sold_out: false })).status).toBe(204);
  expect((await diners("centro")).get("Arepa con queso")!.stock).toBeNull();
  expect((await placeOrder(SLUG, checkoutBody(ids))).status).toBe(201);
  expect([await audited("product.sold_out"), await audited("product.back")]).toEqual([1, 1]);
});

it("stops offering an option sold out at the branch, refuses an order choosing it, and sells the product out when a required choice is left empty", async () => {
  const owner = await signInAs(SLUG, "duena@ochenta.co");
  const [ajo] = await db.current.db.select().from(t.options).where(and(eq(t.options.instanceId, instanceId), eq(t.options.key, "ajo")));
  expect((await option(owner, ids.pina!, { supplier: "centro", sold_out: true })).status).toBe(204);

  const arepa = (await diners("centro")).get("Arepa con queso")!;
  expect(arepa.option_groups[0]!.options.map((o) => o.id)).toEqual([ajo!.id]);
  expect(arepa.stock).toBeNull();
  const refused = await placeOrder(SLUG, checkoutBody(ids));
  expect(refused.status).toBe(409);
  expect(refused.json.error.code).toBe("addons_unavailable");
  expect((await placeOrder(SLUG, checkoutBody(ids, { lines: [{ product_supplier_id: ids["arepa-queso"], quantity: 1, options: { [ids.group!]: [ajo!.id] } }] }))).status).toBe(201);
  expect((await diners("norte")).get("Arepa con queso")!.option_groups[0]!.options).toHaveLength(2);

  expect((await option(owner, ajo!.id, { supplier: "centro", sold_out: true })).status).toBe(204);
  expect((await diners("centro")).get("Arepa con queso")!.stock).toBe(0); // its sauce must be chosen, and none is left
  const states = (await staffView(owner)).get("Cheese arepa")!.option_groups[0]!.options.map((o) => o.sold_out);
  expect(states).toEqual([true, true]);

  for (const id of [ids.pina!, ajo!.id]) expect((await option(owner, id, { supplier: "centro", sold_out: false })).status).toBe(204);
  expect((await diners("centro")).get("Arepa con queso")!.stock).toBeNull();
  expect(await audited("option.sold_out")).toBe(2);
});

it("sets a product's units left, or makes it unlimited, and refuses what is not a count", async () => {
  const owner = await signInAs(SLUG, "duena@ochenta.co");
  expect((await product(owner, ids.limonada!, { stock: 2 })).status).toBe(204);
  expect((await diners("centro")).get("Limonada")!.stock).toBe(2);
  expect((await product(owner, ids.limonada!, { stock: null })).status).toBe(204);
  expect((await diners("centro")).get("Limonada")!.stock).toBeNull();
  for (const bad of [{ stock: -1 }, { stock: 1.5 }, { stock: "3" }, {}, { sold_out: "yes" }, { stock: 1, extra: true }]) {
    expect((await product(owner, ids.limonada!, bad)).status).toBe(400);
  }
  const [entry] = await db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.action, "product.stock")));
  expect(entry!.detail).toEqual({ via: "console", from: 5, to: 2 });

  // units left do not outvote a sold-out mark
  expect((await product(owner, ids.limonada!, { stock: 3, sold_out: true })).status).toBe(204);
  const lemonades = checkoutBody(ids, { lines: [{ product_supplier_id: ids.limonada, quantity: 2, options: {} }] });
  const refused = await placeOrder(SLUG, lemonades);
  expect([refused.status, refused.json.error.code]).toEqual([409, "stock_unavailable"]);
  expect((await product(owner, ids.limonada!, { sold_out: false })).status).toBe(204);
  expect((await placeOrder(SLUG, lemonades)).status).toBe(201);
  expect((await diners("centro")).get("Limonada")!.stock).toBe(1);
  expect((await product(owner, ids.limonada!, { stock: null })).status).toBe(204);
});

it("lets only staff of the branch with the permission, or the brand's key, change it", async () => {
  const northManager = await signInAs(SLUG, "gerente-norte@ochenta.co");
  expect((await product(northManager, ids.limonada!, { sold_out: true })).status).toBe(403);
  expect((await option(northManager, ids.pina!, { supplier: "centro", sold_out: true })).status).toBe(403);
  expect((await GET(staffRequest(SLUG, "/api/v1/operator/menu?supplier=centro", { token: northManager }))).status).toBe(403);
  expect((await staffView(northManager, "norte")).size).toBeGreaterThan(0);

  const kitchen = await signInAs(SLUG, "cocina@ochenta.co");
  expect((await GET(staffRequest(SLUG, "/api/v1/operator/menu?supplier=centro", { token: kitchen }))).status).toBe(403);
  expect((await product(kitchen, ids.limonada!, { sold_out: true })).status).toBe(403);

  const owner = await signInAs(SLUG, "duena@ochenta.co");
  const [neighbour] = await db.current.db.select({ id: t.productSuppliers.id }).from(t.productSuppliers).innerJoin(t.instances, eq(t.instances.id, t.productSuppliers.instanceId)).where(eq(t.instances.slug, "vecina"));
  expect((await product(owner, neighbour!.id, { sold_out: true })).status).toBe(404);
  expect((await product(owner, 999_999, { sold_out: true })).status).toBe(404);
  expect((await option(owner, ids.pina!, { supplier: "no-such-branch", sold_out: true })).status).toBe(404);

  const byKey = (key: string) =>
    patchProduct(brandRequest(SLUG, `/api/v1/operator/menu/products/${ids.limonada}`, { method: "PATCH", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify({ sold_out: true }) }), params({ id: String(ids.limonada) }));
  expect((await byKey(operatorKey("vecina"))).status).toBe(401);
  expect((await byKey(operatorKey(SLUG))).status).toBe(204);
  expect((await diners("centro")).get("Limonada")!.stock).toBe(0);
  const entries = await db.current.db.select().from(t.staffAudit).where(and(eq(t.staffAudit.instanceId, instanceId), eq(t.staffAudit.subjectId, String(ids.limonada)), eq(t.staffAudit.action, "product.sold_out"))).orderBy(t.staffAudit.id);
  expect(entries.at(-1)).toMatchObject({ accountId: null, detail: { via: "operator_key" } });
});
