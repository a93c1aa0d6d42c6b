import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { MenuWire } from "@/lib/domain/menu/menu";
import { menuProduct } from "@/tests/factories/menu";
import { MENU_COPY_HEADER, OFFLINE_HEADER } from "../sw/protocol";
import { fetchMenu, fetchMenuJson, MenuUnavailableError } from "./menu";
import { setCallScope } from "./call-headers";

/** Both menu hosts played by one loopback server whose health each test sets. */
let server: Server;
let base: string;
const health = { cached: 200, services: 200 };
const calls: { url: string; headers: IncomingHttpHeaders }[] = [];
/** a menu for the hosts to answer with; without one they answer with the path they were asked for */
let served: MenuWire | null = null;
/** answer as the service worker does from the device's copy */
let offlineMark = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push({ url: req.url ?? "", headers: req.headers });
    const status = req.url?.startsWith("/api/cached/") ? health.cached : health.services;
    res.writeHead(status, { "content-type": "application/json", ...(offlineMark ? { [OFFLINE_HEADER]: "1" } : {}) });
    res.end(JSON.stringify(status === 200 ? (served ?? { from: req.url }) : { error: { code: "x", message: "down" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  calls.length = 0;
  health.cached = 200;
  health.services = 200;
  served = null;
  offlineMark = false;
});

const request = { supplier: "chapinero", service: "delivery" as const, lang: "es" };
// where the diner is, as the brand's stores set it in the browser
beforeAll(() => setCallScope({ brand: "fogon-andino", supplier: "chapinero", service: "delivery" }));
afterAll(() => setCallScope(null));

describe("fetchMenuJson", () => {
  it("uses the cached host for brands with menu_cached, without diner headers", async () => {
    const menu = (await fetchMenuJson({ ...request, base, menuCached: true })).menu as unknown as { from: string };
    expect(menu.from).toBe("/api/cached/v1/menu/chapinero/delivery.json?lang=es");
    expect(calls[0]!.headers.customer_id).toBeUndefined();
  });

  it("falls back to the services host when the cached host fails", async () => {
    health.cached = 503;
    const menu = (await fetchMenuJson({ ...request, base, menuCached: true })).menu as unknown as { from: string };
    expect(menu.from).toBe("/api/v1/menu/chapinero/delivery.json?lang=es");
    expect(calls.map((c) => c.url)).toHaveLength(2);
  });

  it("goes straight to the services host, with product §7's headers, when the brand does not cache", async () => {
    await fetchMenuJson({ ...request, base, service: "schedule", menuCached: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/v1/menu/chapinero/delivery/schedule.json?lang=es");
    // the call's own branch and service win over where the stores say the diner is
    expect(calls[0]!.headers).toMatchObject({ customer_id: "fogon-andino", supplier_id: "chapinero", service: "delivery", subservice: "schedule", lang: "es" });
  });

  it("names the brand whose device copy the service worker keeps, on both hosts, and reads a saved copy's mark", async () => {
    health.cached = 503;
    await fetchMenuJson({ ...request, base, menuCached: true, deviceCopy: "fogon-andino" });
    expect(calls.map((c) => c.headers[MENU_COPY_HEADER])).toEqual(["fogon-andino", "fogon-andino"]);
    offlineMark = true;
    expect(await fetchMenuJson({ ...request, base, menuCached: false })).toMatchObject({ offline: true, version: null });
  });

  it("reports a menu that neither host can give", async () => {
    health.cached = 500;
    health.services = 404;
    await expect(fetchMenuJson({ ...request, base, menuCached: true })).rejects.toEqual(new MenuUnavailableError(404));
  });
});

describe("fetchMenu", () => {
  it("reads the menu's major-unit prices into minor units of its currency", async () => {
    const product = { ...menuProduct(), price: 89.5, promo: 79.99, option_groups: [{ id: 7, label: "Extras", min: 0, max: 1, required: false, options: [{ id: 70, label: "Queso", price: 12.5 }] }] };
    served = { menu: { products: [product], categories: [] }, content_home: [], upselling_products: [], master_product_ids: [], currency: "MXN", lang: "es" };
    const menu = await fetchMenu({ ...request, base, menuCached: true });
    expect(menu.menu.products[0]).toMatchObject({ price: 8950, promo: 7999, option_groups: [{ options: [{ price: 1250 }] }] });
    expect(menu.currency).toBe("MXN");
  });
});
