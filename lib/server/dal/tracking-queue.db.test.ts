import { count, eq } from "drizzle-orm";
import { importBrand } from "@/lib/server/brands/import-brand";
import * as t from "@/lib/server/db/schema";
import { brand } from "@/tests/factories/brand";
import { withTestDatabase } from "@/tests/helpers/test-database";
import type { TrackingRow } from "./tracking-insert";
import { enqueueTrackings, flushTrackings, TRACKING_SLICE } from "./tracking-queue";

const db = withTestDatabase();
let instanceId = 0;

beforeAll(async () => {
  instanceId = (await importBrand(db.current.db, brand("cola"))).instanceId;
});

async function newVisit(): Promise<string> {
  const id = crypto.randomUUID();
  await db.current.db.insert(t.visitSessions).values({ id, instanceId, so: "Android", browser: "Chrome" });
  return id;
}

const at = new Date("2026-03-01T12:00:00.000Z");
const row = (sessionId: string, n: number): TrackingRow => ({ instanceId, sessionId, acquisitionId: null, profileId: null, supplierId: null, event: "page_view", view: "/centro", service: null, tableCode: null, lang: "es", data: { path: "/centro", n }, occurredAt: at });
const stored = async (sessionId: string) => (await db.current.db.select({ n: count() }).from(t.trackings).where(eq(t.trackings.sessionId, sessionId)))[0]!.n;

describe("the tracking queue", () => {
  it("writes each row as it came: its visit, its data as JSON, its moment", async () => {
    const visit = await newVisit();
    enqueueTrackings([{ ...row(visit, 0), service: "take_away", tableCode: "T-4", data: { product_supplier_id: 7, label: "Arepa «de queso»", quantity: 2 } }]);
    await flushTrackings();
    const [written] = await db.current.db.select().from(t.trackings).where(eq(t.trackings.sessionId, visit));
    expect(written).toMatchObject({ instanceId, sessionId: visit, acquisitionId: null, supplierId: null, event: "page_view", view: "/centro", service: "take_away", tableCode: "T-4", lang: "es", occurredAt: at });
    expect(written!.data).toEqual({ product_supplier_id: 7, label: "Arepa «de queso»", quantity: 2 });
  });

  it("writes a burst in slices of TRACKING_SLICE rows, and other queries pass between them", async () => {
    const visit = await newVisit();
    const total = 3 * TRACKING_SLICE + 10;
    enqueueTrackings(Array.from({ length: total }, (_, n) => row(visit, n)));
    let flushed = false;
    const flushing = flushTrackings().then(() => (flushed = true));
    // an order's query, asked again (after a turn of the event loop, as a request's next step comes) while the queue
    // writes: it sees the slices land one by one
    const seen: number[] = [];
    for (let i = 0; !flushed && i < 1_000; i++) {
      seen.push(await stored(visit));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await flushing;
    expect(await stored(visit)).toBe(total);
    expect(seen.some((n) => n > 0 && n < total)).toBe(true);
    expect(seen.every((n) => n % TRACKING_SLICE === 0 || n === total)).toBe(true);
  });
});
