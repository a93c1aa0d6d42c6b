import { eq } from "drizzle-orm";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { scheduleSlots, SCHEDULE_RULES } from "@/lib/domain/orders/schedule-slots";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder, testAddress, testContact } from "@/tests/helpers/checkout";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

const db = withTestDatabase();
let ids: Awaited<ReturnType<typeof factoryIds>>;
let instanceId: number;
const HOURS = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "00:00", close: "24:00" }];

function brandFile() {
  const file = brand("cupones");
  file.branches[0]!.services.push("schedule");
  file.branches[0]!.timezone = "America/Bogota";
  file.branches[0]!.opening_hours = HOURS;
  file.polygons[0]!.hours = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "12:00", close: "13:00" }];
  return file;
}

beforeAll(async () => {
  const file = brandFile();
  file.coupons = [
    { code: "bienvenido", kind: "percent", value: 10, active: true },
    { code: "grande5000", kind: "amount", value: 5000, min_subtotal: 50000, active: true },
    { code: "vencido", kind: "percent", value: 20, expires_at: "2025-01-01T00:00:00-05:00", active: true },
    { code: "ultimos3", kind: "amount", value: 1000, max_uses: 3, active: true },
  ];
  ({ instanceId } = await importBrand(db.current.db, file));
  ids = await factoryIds(db.current.db, instanceId);
});

const checkFrom = (client: string, body: unknown) =>
  POST(brandRequest("cupones", "/api/v1/coupons/check", { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": client } }));
const check = async (body: unknown) => {
  const response = await checkFrom("203.0.113.1", body);
  return { status: response.status, json: await response.json() };
};
const withContact = (email: string) => ({ ...testContact, email });

describe("guessing coupon codes", () => {
  it("answers only the first few of 300 quick guesses from one client; the rest get 429 with Retry-After", async () => {
    const { points, seconds } = RATE_LIMITS.coupon_check;
    const guesses = Array.from({ length: 300 }, (_, i) => ({ code: i === 299 ? "bienvenido" : `guess${String(i).padStart(3, "0")}`, subtotal: 26000 }));
    const answers = await Promise.all(guesses.map((guess) => checkFrom("192.0.2.10", guess)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(points);
    expect(statuses.filter((s) => s === 422)).toHaveLength(points); // coupon_invalid: none of the first guesses is real
    expect(statuses[299]).toBe(429); // the real code, guessed last, is not revealed
    const refused = answers.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter >= 1 && retryAfter <= seconds).toBe(true);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String), retry_after: retryAfter } });
    // Another diner of the brand is not held back by the guesser.
    expect((await checkFrom("192.0.2.11", { code: "bienvenido", subtotal: 26000 })).status).toBe(200);
  });
});

describe("coupons", () => {
  it("previews a discount, and says why a code does not apply", async () => {
    expect(await check({ code: " BIENVENIDO ", subtotal: 26000 })).toEqual({ status: 200, json: { code: "bienvenido", discount: 2600 } });
    expect((await check({ code: "nada-que-ver", subtotal: 26000 })).json.error.code).toBe("coupon_invalid");
    expect((await check({ code: "vencido", subtotal: 26000 })).json.error.code).toBe("coupon_expired");
    expect((await check({ code: "grande5000", subtotal: 26000 })).json.error).toMatchObject({ code: "coupon_below_minimum", minimum: 50000 });
    const short = await check({ code: "abc", subtotal: 26000 });
    expect(short.status).toBe(400);
    expect(short.json.error.fields.code).toBeDefined();
  });

  it("refuses a subtotal no cart can reach with 400 naming it, not 500", async () => {
    for (const subtotal of [1e308, 2 ** 53 + 2]) {
      const huge = await check({ code: "bienvenido", subtotal });
      expect(huge.status).toBe(400);
      expect(huge.json.error.fields.subtotal).toBeDefined();
    }
  });

  it("takes the discount off the server-priced order, once per diner", async () => {
    const first = await placeOrder("cupones", checkoutBody(ids, { coupon_code: "Bienvenido", contact: withContact("luz@example.co") }));
    expect(first.status).toBe(201);
    // 26.000 − 2.600 + 0 delivery + the default 10 % tip on the subtotal (cash too); the impoconsumo is the share of
    // what is paid for food
    expect(first.json.order).toMatchObject({ subtotal: 26000, discount: 2600, tip: 2600, total: 26000, consumption_tax: 1733 });
    const again = await placeOrder("cupones", checkoutBody(ids, { coupon_code: "bienvenido", contact: withContact("LUZ@example.co") }));
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("coupon_used");
    expect((await check({ code: "bienvenido", subtotal: 26000, email: "luz@example.co" })).json.error.code).toBe("coupon_used");
  });

  it("never redeems a limited code more times than allowed, even at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => placeOrder("cupones", checkoutBody(ids, { coupon_code: "ultimos3", contact: withContact(`d${i}@example.co`) }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 201).every((r) => r.json.error.code === "coupon_used")).toBe(true);
    const [coupon] = await db.current.db.select().from(t.coupons).where(eq(t.coupons.code, "ultimos3"));
    expect(coupon!.uses).toBe(3);
  });

  it("keeps redemption counts across a re-import of the brand file", async () => {
    const file = brandFile();
    file.coupons = [{ code: "ultimos3", kind: "amount", value: 1000, max_uses: 3, active: true }];
    await importBrand(db.current.db, file);
    const [coupon] = await db.current.db.select().from(t.coupons).where(eq(t.coupons.code, "ultimos3"));
    expect(coupon!.uses).toBe(3);
    expect(await db.current.db.$count(t.coupons, eq(t.coupons.instanceId, instanceId))).toBe(1);
  });
});

describe("scheduled orders", () => {
  const slots = () => scheduleSlots({ hours: HOURS, timezone: "America/Bogota", now: new Date(), ...SCHEDULE_RULES });
  const scheduled = (schedule: unknown) =>
    placeOrder("cupones", checkoutBody(ids, { service: "schedule", polygon_id: ids.zone, address: testAddress, payment_method: "payment_on_delivery", schedule }));

  it("needs a slot the branch offers now, and one its zone is delivered in", async () => {
    expect((await scheduled(undefined)).json.error.code).toBe("schedule_required");
    expect((await scheduled({ date: "2020-01-01", time: "12:00" })).json.error.code).toBe("slot_unavailable");
    const outsideZone = slots().find((s) => s.time === "20:00")!;
    expect((await scheduled({ date: outsideZone.date, time: outsideZone.time })).json.error.code).toBe("zone_unavailable_at_time");
    const inZone = slots().find((s) => s.time === "12:30")!;
    const ok = await scheduled({ date: inZone.date, time: inZone.time });
    expect(ok.status).toBe(201);
    const [row] = await db.current.db.select().from(t.orders).where(eq(t.orders.id, ok.json.order.id));
    expect(row!.scheduledFor).toEqual(inZone.startsAt);
  });
});
