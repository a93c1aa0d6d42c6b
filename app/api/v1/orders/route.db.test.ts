import { and, eq } from "drizzle-orm";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { testAddress } from "@/tests/helpers/checkout";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

const db = withTestDatabase();
const ids: Record<string, number> = {};
let zoneId: number;

beforeAll(async () => {
  const file = brand("caja");
  file.instance.flags = { "enable-minimum-order-value": true };
  file.menu.products.find((p) => p.key === "limonada")!.stock = 10;
  const { instanceId } = await importBrand(db.current.db, file);
  const sold = await db.current.db
    .select({ id: t.productSuppliers.id, key: t.products.key })
    .from(t.productSuppliers)
    .innerJoin(t.products, eq(t.products.id, t.productSuppliers.productId))
    .where(eq(t.productSuppliers.instanceId, instanceId));
  for (const row of sold) ids[row.key] = row.id;
  const [group] = await db.current.db.select().from(t.optionGroups).where(eq(t.optionGroups.instanceId, instanceId));
  const options = await db.current.db.select().from(t.options).where(eq(t.options.groupId, group!.id));
  ids.group = group!.id;
  ids.pina = options.find((o) => o.key === "pina")!.id;
  const [zone] = await db.current.db.select({ id: t.polygons.id }).from(t.polygons).where(eq(t.polygons.instanceId, instanceId));
  zoneId = zone!.id;
});

const contact = { name: "Ana Pérez", phone: "3001234567", email: "ana@example.co", document_type: "cc", document_number: "1020304050" };
const body = (over: Record<string, unknown> = {}) => ({
  supplier: "centro",
  service: "take_away",
  lines: [{ product_supplier_id: ids["arepa-queso"], quantity: 2, options: { [ids.group!]: [ids.pina] } }],
  contact,
  payment_method: "cash_or_dataphone",
  terms_accepted: true,
  ...over,
});
/** A checkout from one diner's address (as the proxy forwards it); the rate limit counts per address. */
const checkout = (payload: unknown, key?: string, client = "203.0.113.1") =>
  POST(
    brandRequest("caja", "/api/v1/orders", {
      method: "POST",
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
      headers: { "x-forwarded-for": client, ...(key ? { "idempotency-key": key } : {}) },
    }),
  );

describe("POST /api/v1/orders", () => {
  it("prices the order on the server, ignoring any price the browser sends", async () => {
    const tampered = body({ total: 1 });
    (tampered.lines as Record<string, unknown>[])[0]!.price = 1;
    const response = await checkout(tampered);
    expect(response.status).toBe(201);
    const { order } = await response.json();
    // (12.000 + 1.000 piña) × 2; a body that names no tip takes the default 10 %, paid in cash too; impoconsumo
    // shown inside the price
    expect(order).toMatchObject({ supplier: "centro", subtotal: 26000, tip: 2600, total: 28600, consumption_tax: 1926, status: "pending", payment_state: "pending" });
    expect(order.access_token).toMatch(/^[\w-]{32}$/);
    // each line names the options it was made with, as the kitchen and the diner read them
    expect(order.lines).toEqual([expect.objectContaining({ quantity: 2, unit_price: 13000, options: ["Piña"] })]);
  });

  it("adds the delivery price of the zone; payment on delivery carries the tip too", async () => {
    const response = await checkout(body({ service: "delivery", payment_method: "payment_on_delivery", polygon_id: zoneId, address: testAddress }));
    const { order } = await response.json();
    expect(order).toMatchObject({ subtotal: 26000, delivery_price: 5000, tip: 2600, total: 33600 });
  });

  it("returns the same purchase for a replayed Idempotency-Key, never a second one", async () => {
    const first = await checkout(body(), "replay-key-0001");
    const again = await checkout(body(), "replay-key-0001");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await again.json()).order.id).toBe((await first.json()).order.id);
    const both = await Promise.all([checkout(body(), "replay-key-0002"), checkout(body(), "replay-key-0002")]);
    const orders = await Promise.all(both.map((r) => r.json()));
    expect(orders[0].order.id).toBe(orders[1].order.id);
  });

  it("sells exactly the last 10 units to 200 parallel checkouts", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        checkout(
          // with an arepa, so each order clears the Colombian minimum and only stock decides
          body({ lines: [{ product_supplier_id: ids.limonada, quantity: 1, options: {} }, ...(body().lines as object[])] }),
          `race-${String(i).padStart(4, "0")}`,
          `198.51.100.${i}`, // 200 diners, each on their own phone
        ),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    const [row] = await db.current.db.select({ stock: t.productSuppliers.stock }).from(t.productSuppliers).where(and(eq(t.productSuppliers.id, ids.limonada!)));
    expect(row!.stock).toBe(0);
  }, 120_000);

  it("answers the caller's mistakes with 4xx and writes nothing", async () => {
    expect((await checkout(body({ terms_accepted: false }))).status).toBe(400);
    expect((await checkout(body({ lines: [{ product_supplier_id: ids["arepa-queso"], quantity: 1, options: {} }] }))).status).toBe(422); // required sauce missing
    expect((await checkout(body({ lines: [{ product_supplier_id: 999999, quantity: 1, options: {} }] }))).status).toBe(422);
    expect((await checkout(body({ payment_method: "card" }))).status).toBe(422); // no online payment at this branch
    expect((await checkout(body({ service: "delivery", payment_method: "payment_on_delivery" }))).status).toBe(422); // no zone
    const small = await checkout(body({ lines: [{ product_supplier_id: ids["arepa-queso"], quantity: 1, options: { [ids.group!]: [ids.pina] } }] }));
    expect(small.status).toBe(201); // 13.000 ≥ the 10.000 Colombian minimum
    const tooSmall = await checkout(body({ lines: [{ product_supplier_id: ids.limonada, quantity: 1, options: {} }] }));
    expect(tooSmall.status).toBe(422);
    expect((await tooSmall.json()).error).toMatchObject({ code: "minimum_order", minimum: 10000, missing: 4000 });
    expect((await checkout("{", undefined)).status).toBe(400);
    expect((await checkout(body(), "bad key!")).status).toBe(400);
  });

  it("tells a chosen add-on the product no longer has (409 addons_unavailable) from a choice breaking its group's rules (422)", async () => {
    const arepa = (options: Record<number, number[]>) => body({ lines: [{ product_supplier_id: ids["arepa-queso"], quantity: 1, options }] });
    const before = await db.current.db.$count(t.orders);
    for (const options of [{ [ids.group!]: [ids.pina!, 999999] }, { [ids.group!]: [ids.pina!], 999999: [ids.pina!] }]) {
      const gone = await checkout(arepa(options), undefined, "198.51.100.41");
      expect(gone.status).toBe(409);
      expect((await gone.json()).error).toMatchObject({ code: "addons_unavailable", product_supplier_id: ids["arepa-queso"] });
    }
    const broken = await checkout(arepa({}), undefined, "198.51.100.41");
    expect(broken.status).toBe(422);
    expect((await broken.json()).error.code).toBe("invalid_options");
    expect(await db.current.db.$count(t.orders)).toBe(before);
  });

  it("refuses numbers beyond the database's integer and text it cannot keep with 400 and the field's path, not 500", async () => {
    const line = { product_supplier_id: ids["arepa-queso"], quantity: 1, options: { [ids.group!]: [ids.pina] } };
    const refusals: [Record<string, unknown>, string][] = [
      [{ tip: { include: "YES", percent: 0, customValue: 2 ** 31 } }, "tip.customValue"],
      [{ service: "delivery", polygon_id: 2 ** 31 }, "polygon_id"],
      [{ lines: [{ ...line, product_supplier_id: 2 ** 31 }] }, "lines.0.product_supplier_id"],
      [{ lines: [{ ...line, product_supplier_id: 2 ** 53 + 2 }] }, "lines.0.product_supplier_id"],
      [{ lines: [{ ...line, options: { [ids.group!]: [2 ** 31] } }] }, "lines.0.options." + ids.group + ".0"],
      [{ lines: [{ ...line, options: { "99999999999": [ids.pina] } }] }, "lines.0.options.99999999999"],
      [{ comments: "sin cebolla\u0000" }, "comments"],
      [{ comments: "sin cebolla \ud800" }, "comments"],
      [{ contact: { ...contact, name: "Ana\udc00" } }, "contact.name"],
    ];
    const before = await db.current.db.$count(t.orders);
    for (const [over, path] of refusals) {
      const response = await checkout(body(over), undefined, "198.51.100.40");
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty([path]);
    }
    expect(await db.current.db.$count(t.orders)).toBe(before);
    // Each figure fits, their sum does not: refused before the database would.
    const tooLarge = await checkout(body({ payment_method: "payment_receipt", tip: { include: "YES", percent: 0, customValue: 2 ** 31 - 1 } }), undefined, "198.51.100.40");
    expect(tooLarge.status).toBe(422);
    expect((await tooLarge.json()).error.code).toBe("order_too_large");
    expect(await db.current.db.$count(t.orders)).toBe(before);
  });

  it("stops one client's flood of checkouts at its budget with 429 and Retry-After, and writes nothing for it", async () => {
    const { points, seconds } = RATE_LIMITS.order_create;
    const countOrders = () => db.current.db.$count(t.orders);
    // Malformed bodies count too: the budget is spent before the body is read.
    const answers = await Promise.all(Array.from({ length: points + 15 }, () => checkout("{", undefined, "192.0.2.66")));
    expect(answers.filter((r) => r.status === 400)).toHaveLength(points);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(15);
    for (const response of refused) {
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(retryAfter >= 1 && retryAfter <= seconds).toBe(true);
      expect(await response.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String), retry_after: retryAfter } });
    }
    const before = await countOrders();
    expect((await checkout(body(), undefined, "192.0.2.66")).status).toBe(429);
    expect(await countOrders()).toBe(before);
    // A spoofed address written before the proxy's own does not buy a fresh budget.
    expect((await checkout(body(), undefined, "203.0.113.200, 192.0.2.66")).status).toBe(429);
    expect((await checkout(body(), undefined, "192.0.2.67")).status).toBe(201);
  });

  it("keeps a branch that has orders: a brand file that drops it is refused, and nothing changes", async () => {
    const file = brand("caja");
    file.branches = [{ ...file.branches[0]!, slug: "norte", name: "Sede Norte" }];
    file.polygons = [];
    await expect(importBrand(db.current.db, file)).rejects.toMatchObject({ issues: [{ path: "branches" }] });
    const branches = await db.current.db.select({ slug: t.suppliers.slug }).from(t.suppliers).innerJoin(t.instances, eq(t.instances.id, t.suppliers.instanceId)).where(eq(t.instances.slug, "caja"));
    expect(branches.map((b) => b.slug)).toEqual(["centro"]);
  });
});
