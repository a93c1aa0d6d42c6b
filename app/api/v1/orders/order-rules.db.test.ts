import { eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder, testAddress } from "@/tests/helpers/checkout";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { scheduleSlots, SCHEDULE_RULES } from "@/lib/domain/orders/schedule-slots";

const db = withTestDatabase();
let ids: Record<string, number>;
let closedIds: Record<string, number>;

/** Open one hour a day, two hours from now on UTC's clock: closed whenever this file runs. */
const hour = (offset: number) => `${String((new Date().getUTCHours() + offset) % 24).padStart(2, "0")}:00`;
const LATER_TODAY = [{ days: [1, 2, 3, 4, 5, 6, 7], open: hour(2), close: hour(3) }];

beforeAll(async () => {
  const file = brand("reglas");
  // Beer for every service here, so the age rule is met on an ordinary take-away order.
  delete file.menu.products.find((p) => p.key === "cerveza")!.services;
  ids = await factoryIds(db.current.db, (await importBrand(db.current.db, file)).instanceId);

  const closed = brand("cerrada-ahora");
  closed.branches[0]!.services.push("schedule");
  closed.branches[0]!.timezone = "UTC";
  closed.branches[0]!.opening_hours = LATER_TODAY;
  closedIds = await factoryIds(db.current.db, (await importBrand(db.current.db, closed)).instanceId);
});

const orders = async (slug: string) => {
  const [instance] = await db.current.db.select({ id: t.instances.id }).from(t.instances).where(eq(t.instances.slug, slug));
  return db.current.db.$count(t.orders, eq(t.orders.instanceId, instance!.id));
};

describe("the rules the server enforces on an order", () => {
  it("refuses an order for now at a branch closed now with branch_closed, and still takes a scheduled one", async () => {
    const now = await placeOrder("cerrada-ahora", checkoutBody(closedIds));
    expect(now.status).toBe(422);
    expect(now.json.error.code).toBe("branch_closed");
    expect(await orders("cerrada-ahora")).toBe(0);

    const slot = scheduleSlots({ hours: LATER_TODAY, timezone: "UTC", now: new Date(), ...SCHEDULE_RULES })[0]!;
    const later = await placeOrder("cerrada-ahora", checkoutBody(closedIds, { service: "schedule", polygon_id: closedIds.zone, address: testAddress, payment_method: "payment_on_delivery", schedule: { date: slot.date, time: slot.time } }));
    expect(later.status).toBe(201);
  });

  it("delivers only to a point inside the zone the order names (no_coverage otherwise), charging that zone's fee", async () => {
    const deliver = (address: unknown) => placeOrder("reglas", checkoutBody(ids, { service: "delivery", payment_method: "payment_on_delivery", polygon_id: ids.zone, address }));
    const outside = await deliver({ ...testAddress, lat: 4.7, lng: -74.2 });
    expect(outside.status).toBe(422);
    expect(outside.json.error.code).toBe("no_coverage");
    const { lat: _lat, lng: _lng, ...withoutPoint } = testAddress;
    expect((await deliver(withoutPoint)).json.error.code).toBe("no_coverage");
    expect((await deliver(undefined)).json.error.code).toBe("no_coverage");
    expect(await orders("reglas")).toBe(0);

    const inside = await deliver(testAddress);
    expect(inside.status).toBe(201);
    expect(inside.json.order.delivery_price).toBe(5000);
  });

  it("sells alcohol only with the age gate's birth date of an adult: age_required, underage", async () => {
    const beer = (birth_date?: string) =>
      placeOrder("reglas", checkoutBody(ids, { lines: [{ product_supplier_id: ids.cerveza, quantity: 2, options: {} }], ...(birth_date ? { birth_date } : {}) }));
    const adultBirth = `${new Date().getUTCFullYear() - 30}-01-15`;
    const minorBirth = `${new Date().getUTCFullYear() - 10}-01-15`;

    const missing = await beer();
    expect(missing.status).toBe(422);
    expect(missing.json.error.code).toBe("age_required");
    expect((await beer("2001-02-30")).json.error.code).toBe("age_required");
    expect((await beer(minorBirth)).json.error.code).toBe("underage");
    expect((await beer("15/01/1990")).status).toBe(400);
    expect(await orders("reglas")).toBe(1); // the delivery above

    expect((await beer(adultBirth)).status).toBe(201);
    // no alcohol, no birth date needed
    expect((await placeOrder("reglas", checkoutBody(ids))).status).toBe(201);
  });
});
