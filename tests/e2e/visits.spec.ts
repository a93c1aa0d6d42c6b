import { expect, type Request } from "@playwright/test";
import { test } from "./hydrated";
import { brandUrl, operatorHeaders, orderInCash, serverUrl } from "./support";

// The brand's own analytics (product §7) — one visit however many pages, the campaign link on the order, the events in batches.
test("a campaign link's visit: one session across pages, its utm values on the order, its events stored", async ({ page, request }) => {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const record = (call: Request) => {
    const { pathname } = new URL(call.url());
    if (call.method() === "POST" && /^\/api\/v1\/(sessions|acquisitions|trackings)$/.test(pathname)) calls.push({ path: pathname, body: JSON.parse(call.postData() ?? "{}") });
  };
  page.on("request", record);
  const campaign = `navidad-${Date.now()}`;
  const brandEvents = async (): Promise<Record<string, number>> => (await (await request.get(`${serverUrl}/api/v1/operator/analytics`, { headers: operatorHeaders("fogon-andino") })).json()).events;
  const before = await brandEvents();

  await page.goto(brandUrl("fogon-andino", `/chapinero?service=take_away&utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`));
  await expect.poll(() => calls.filter((call) => call.path === "/api/v1/acquisitions").length).toBe(1);
  const acquisition = calls.find((call) => call.path === "/api/v1/acquisitions")!.body;
  expect(acquisition).toMatchObject({ utm_source: "instagram", utm_medium: "social", utm_campaign: campaign });

  await orderInCash(page, "Empanadas de carne (4)");

  // four pages, one visit; the campaign reported once
  const sessions = () => calls.filter((call) => call.path === "/api/v1/sessions").length;
  expect(sessions()).toBe(1);
  expect(calls.filter((call) => call.path === "/api/v1/acquisitions")).toHaveLength(1);

  // the events reach the brand as the diner goes — those of a page left at once by a beacon as it unloads —
  // each with where it happened, all in the one visit
  await expect.poll(async () => (await brandEvents()).add_to_cart ?? 0).toBe((before.add_to_cart ?? 0) + 1);
  await expect.poll(async () => (await brandEvents()).begin_checkout ?? 0).toBe((before.begin_checkout ?? 0) + 1);
  const tracked = () => calls.filter((call) => call.path === "/api/v1/trackings").flatMap((call) => call.body.trackings as Record<string, unknown>[]);
  expect(new Set(calls.filter((call) => call.path === "/api/v1/trackings").map((call) => call.body.session_id)).size).toBe(1);
  expect(tracked().find((event) => event.event === "begin_checkout")).toMatchObject({ supplier_id: "chapinero", service: "take_away", front_lang: "es", view_vue: "/chapinero/precheckout" });

  // the brand sees what its campaign brought
  await expect
    .poll(async () => {
      const stats = await (await request.get(`${serverUrl}/api/v1/operator/analytics`, { headers: operatorHeaders("fogon-andino") })).json();
      return stats.campaigns.find((row: { utm_campaign: string }) => row.utm_campaign === campaign);
    })
    .toMatchObject({ utm_source: "instagram", visits: 1, orders: 1 });

  // the same link opened again within the visit is neither a new visit nor a new campaign landing
  const views = () => tracked().filter((event) => event.event === "page_view").length;
  const viewsBefore = views();
  await page.goto(brandUrl("fogon-andino", `/chapinero?service=take_away&utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`));
  await expect.poll(views).toBe(viewsBefore + 1);
  expect(sessions()).toBe(1);
  expect(calls.filter((call) => call.path === "/api/v1/acquisitions")).toHaveLength(1);
});

test("a page load reports what it cost the diner — transfer and Core Web Vitals — once, as the diner leaves it", async ({ page, request }) => {
  const routes = async () => (await (await request.get(`${serverUrl}/api/v1/operator/performance`, { headers: operatorHeaders("fogon-andino") })).json()).routes as { route: string; views: number; lcp_p75_ms: number | null; transfer_kb_average: number }[];
  const views = async () => (await routes()).find((row) => row.route === "/{branch}/politicas-servicio")?.views ?? 0;
  const before = await views();
  const sent: string[] = [];
  page.on("request", (call) => {
    if (call.url().endsWith("/api/v1/performance_metrics")) sent.push(call.url());
  });
  await page.goto(brandUrl("fogon-andino", "/chapinero/politicas-servicio"));
  // the visit starts once the page is idle; then the diner switches away and comes back, twice
  await expect.poll(() => page.evaluate(() => !!localStorage.getItem("comanda:fogon-andino:visit"))).toBe(true);
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    });
  }
  await expect.poll(views).toBe(before + 1);
  // hidden twice, reported once: a page load is one view
  expect(sent).toHaveLength(1);
  const row = (await routes()).find((entry) => entry.route === "/{branch}/politicas-servicio")!;
  expect(row.lcp_p75_ms).toBeGreaterThan(0);
  expect(row.transfer_kb_average).toBeGreaterThan(0);
});
