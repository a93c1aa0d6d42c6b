import { eq } from "drizzle-orm";
import { POST as acquire } from "@/app/api/v1/acquisitions/route";
import { GET as summary } from "@/app/api/v1/operator/analytics/route";
import { POST as startSession } from "@/app/api/v1/sessions/route";
import { POST as reportPerformance } from "@/app/api/v1/performance_metrics/route";
import { GET as performance } from "@/app/api/v1/operator/performance/route";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { importBrand } from "@/lib/server/brands/import-brand";
import { flushTrackings } from "@/lib/server/dal/tracking-queue";
import * as t from "@/lib/server/db/schema";
import { brand, otherBrand } from "@/tests/factories/brand";
import { checkoutBody, factoryIds, placeOrder } from "@/tests/helpers/checkout";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST as track } from "./route";

const db = withTestDatabase();
let mine = 0;
let client = 0;
const PIXEL_7 = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  mine = (await importBrand(db.current.db, brand("visitas"))).instanceId;
  await importBrand(db.current.db, otherBrand("ajena"));
});

// each call from its own address: the rate limits are tested apart
const post = (route: (request: Request) => Promise<Response>, slug: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  route(brandRequest(slug, path, { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": `10.9.0.${(client += 1) % 250}`, ...headers } }));

async function newVisit(slug = "visitas"): Promise<string> {
  const response = await post(startSession, slug, "/api/v1/sessions", { pixel_width: 412, pixel_height: 915 }, { "user-agent": PIXEL_7 });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

const pageView = (over: Record<string, unknown> = {}) => ({ event: "page_view", path: "/centro", supplier: "centro", service: "take_away", view_vue: "/centro", supplier_id: "centro", front_lang: "es", at: new Date().toISOString(), ...over });

describe("first-party analytics: visits, campaigns and events (product §7)", () => {
  it("starts a visit with a random id and the device's families from its user agent, nothing that tells a diner apart", async () => {
    const id = await newVisit();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [row] = await db.current.db.select().from(t.visitSessions).where(eq(t.visitSessions.id, id));
    expect(row).toMatchObject({ instanceId: mine, so: "Android", browser: "Chrome", pixelWidth: 412, pixelHeight: 915 });
  });

  it("keeps a campaign link's parameters, referer and user agent, and the visit's orders carry it to the brand's summary", async () => {
    const session = await newVisit();
    const landing = await post(acquire, "visitas", "/api/v1/acquisitions", { session_id: session, utm_source: "instagram", utm_medium: "social", utm_campaign: "arepas-noviembre", fbclid: "IwAR0x", referer: "https://l.instagram.com/" }, { "user-agent": PIXEL_7 });
    expect(landing.status).toBe(201);
    const { id: acquisition } = await landing.json();
    const [row] = await db.current.db.select().from(t.acquisitions).where(eq(t.acquisitions.id, acquisition));
    expect(row).toMatchObject({ sessionId: session, utmSource: "instagram", utmCampaign: "arepas-noviembre", fbclid: "IwAR0x", referer: "https://l.instagram.com/", userAgent: PIXEL_7 });

    const ids = await factoryIds(db.current.db, mine);
    const order = await placeOrder("visitas", checkoutBody(ids, { acquisition_id: acquisition }));
    expect(order.status).toBe(201);
    const [stored] = await db.current.db.select({ acquisitionId: t.orders.acquisitionId }).from(t.orders).where(eq(t.orders.id, order.json.order.id));
    expect(stored!.acquisitionId).toBe(acquisition);

    const stats = await (await summary(brandRequest("visitas", "/api/v1/operator/analytics", { headers: { authorization: `Bearer ${operatorKey("visitas")}` } }))).json();
    expect(stats.campaigns).toContainEqual({ utm_source: "instagram", utm_medium: "social", utm_campaign: "arepas-noviembre", visits: 1, orders: 1, revenue: 28600 }); // 26.000 and the default 10 % tip
    expect(stats.currency).toBe("COP");
  });

  it("stores a visit's batch of events with where they happened, and counts them by name", async () => {
    const session = await newVisit();
    const add = { event: "add_to_cart", product_supplier_id: 7, label: "Arepa de queso", quantity: 2, value: 26000, currency: "COP", view_vue: "/centro", supplier_id: "centro", service: "take_away", front_lang: "es", at: new Date().toISOString() };
    const response = await post(track, "visitas", "/api/v1/trackings", { session_id: session, trackings: [pageView(), add] });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: 2 });
    await flushTrackings();
    const rows = await db.current.db.select().from(t.trackings).where(eq(t.trackings.sessionId, session));
    expect(rows.map((row) => [row.event, row.view, row.lang, row.service])).toEqual([
      ["page_view", "/centro", "es", "take_away"],
      ["add_to_cart", "/centro", "es", "take_away"],
    ]);
    expect(rows[1]!.data).toEqual({ product_supplier_id: 7, label: "Arepa de queso", quantity: 2, value: 26000, currency: "COP" });
    expect(rows[0]!.supplierId).not.toBeNull();

    const stats = await (await summary(brandRequest("visitas", "/api/v1/operator/analytics", { headers: { authorization: `Bearer ${operatorKey("visitas")}` } }))).json();
    expect(stats.events.add_to_cart).toBeGreaterThanOrEqual(1);
    expect(stats.visits).toBeGreaterThanOrEqual(3);
  });

  it("never lets one brand write into another's visits, name another's branches, or read its summary", async () => {
    const theirs = await newVisit("ajena");
    // a visit of another brand is as unknown as a made-up one
    expect((await post(track, "visitas", "/api/v1/trackings", { session_id: theirs, trackings: [pageView()] })).status).toBe(404);
    expect((await post(acquire, "visitas", "/api/v1/acquisitions", { session_id: theirs, utm_source: "x" })).status).toBe(404);
    expect((await post(track, "visitas", "/api/v1/trackings", { session_id: crypto.randomUUID(), trackings: [pageView()] })).status).toBe(404);
    // a branch of another brand
    const mineVisit = await newVisit();
    const refused = await post(track, "visitas", "/api/v1/trackings", { session_id: mineVisit, trackings: [pageView(), pageView({ supplier_id: "solo-ajena" })] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ "trackings.1.supplier_id": "not a branch of this brand" });
    await flushTrackings();
    expect(await db.current.db.select().from(t.trackings).where(eq(t.trackings.sessionId, mineVisit))).toEqual([]);
    // an order naming another brand's campaign is placed, without it
    const foreign = await (await post(acquire, "ajena", "/api/v1/acquisitions", { session_id: theirs, utm_source: "x" })).json();
    // nor does a visit of this brand write under another's campaign
    expect((await post(track, "visitas", "/api/v1/trackings", { session_id: mineVisit, acquisition_id: foreign.id, trackings: [pageView()] })).status).toBe(404);
    await flushTrackings();
    expect(await db.current.db.select().from(t.trackings).where(eq(t.trackings.sessionId, mineVisit))).toEqual([]);
    const order = await placeOrder("visitas", checkoutBody(await factoryIds(db.current.db, mine), { acquisition_id: foreign.id }));
    expect(order.status).toBe(201);
    const [stored] = await db.current.db.select({ acquisitionId: t.orders.acquisitionId }).from(t.orders).where(eq(t.orders.id, order.json.order.id));
    expect(stored!.acquisitionId).toBeNull();
    expect((await summary(brandRequest("visitas", "/api/v1/operator/analytics", { headers: { authorization: `Bearer ${operatorKey("ajena")}` } }))).status).toBe(401);
  });

  it("answers a burst at once and writes every event it accepted; a visit swept meanwhile takes only its own along", async () => {
    const [busy, swept] = [await newVisit(), await newVisit()];
    const batch = (session: string) => post(track, "visitas", "/api/v1/trackings", { session_id: session, trackings: Array.from({ length: 50 }, (_, n) => pageView({ n })) });
    const answers = await Promise.all([...Array.from({ length: 20 }, () => batch(busy)), batch(swept)]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(21).fill(202));
    // the retention sweep removes one visit before its events are written (they were accepted: it was the brand's)
    await db.current.db.delete(t.visitSessions).where(eq(t.visitSessions.id, swept));
    await flushTrackings();
    const written = async (session: string) => (await db.current.db.select({ id: t.trackings.id }).from(t.trackings).where(eq(t.trackings.sessionId, session))).length;
    expect(await written(busy)).toBe(1000);
    expect(await written(swept)).toBe(0);
  });

  it("refuses what is not one of product §7's events, too many at once, and a batch from one address past its budget", async () => {
    const session = await newVisit();
    const bad = (trackings: unknown[]) => post(track, "visitas", "/api/v1/trackings", { session_id: session, trackings });
    expect((await bad([pageView({ event: "scroll" })])).status).toBe(400);
    expect((await bad([pageView({ front_lang: "fr" })])).status).toBe(400);
    expect((await bad(Array.from({ length: 51 }, () => pageView()))).status).toBe(400);
    expect((await bad([])).status).toBe(400);

    // every call counts, a refused one too (counted before the body is read)
    const from = { "x-forwarded-for": "10.9.1.1" };
    const send = async (body: unknown) => (await track(brandRequest("visitas", "/api/v1/trackings", { method: "POST", body: JSON.stringify(body), headers: from }))).status;
    const { points } = RATE_LIMITS.tracking_batch;
    expect(await send({ session_id: session, trackings: [pageView()] })).toBe(202);
    for (let i = 1; i < points; i++) expect(await send({})).toBe(400);
    expect(await send({ session_id: session, trackings: [pageView()] })).toBe(429);
    await flushTrackings(); // the accepted batch, before the test's database goes
  });

  it("keeps what each page load cost its diner, refuses another brand's visit, and sums it up by route at the 75th percentile", async () => {
    const visit = await newVisit();
    const report = (metric: Record<string, unknown>, slug = "visitas") => post(reportPerformance, slug, "/api/v1/performance_metrics", { vue_performance_metric: { session_id: visit, ...metric } });
    // four loads of the branch's menu (its path as the browser sends it; the pattern is what is kept)
    for (const [lcp, inp] of [[900, 40], [1100, 80], [1500, 200], [4000, 600]]) {
      expect((await report({ route: "/centro", transfer_data: 180.5, lcp, inp, cls: 0.01, ttfb: 120 })).status).toBe(202);
    }
    expect((await report({ route: "/", transfer_data: 90 })).status).toBe(202);
    expect((await report({ route: "/centro", transfer_data: 10 }, "ajena")).status).toBe(404);
    expect((await report({ route: "javascript:alert(1)", transfer_data: 10 })).status).toBe(400);
    expect((await report({ route: "/", transfer_data: -1 })).status).toBe(400);

    const answer = await performance(brandRequest("visitas", "/api/v1/operator/performance", { headers: { authorization: `Bearer ${operatorKey("visitas")}` } }));
    const { routes } = await answer.json();
    // p75 of 900, 1100, 1500, 4000 (linear, as percentile_cont): 2125
    expect(routes[0]).toEqual({ route: "/{branch}", views: 4, transfer_kb_average: 180.5, lcp_p75_ms: 2125, inp_p75_ms: 300, cls_p75: 0.01, ttfb_p75_ms: 120 });
    expect(JSON.stringify(routes)).not.toContain("centro");
    expect(routes[1]).toEqual({ route: "/", views: 1, transfer_kb_average: 90, lcp_p75_ms: null, inp_p75_ms: null, cls_p75: null, ttfb_p75_ms: null });
  });
});
