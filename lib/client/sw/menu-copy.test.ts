import "fake-indexeddb/auto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { MenuPayload, MenuWire } from "@/lib/domain/menu/menu";
import { menuToWire } from "@/lib/domain/menu/menu-wire";
import { menuProduct } from "@/tests/factories/menu";
import { menuCacheDbName, openMenuCache, readMenu } from "../menu-cache";
import { menuScope } from "../menu-scope";
import { answerMenuCall, menuCopyOf, type MenuCopy } from "./menu-copy";
import { MENU_COPY_HEADER, OFFLINE_HEADER } from "./protocol";

/** The menu API as the worker meets it: a loopback server whose answer each test sets. */
let server: Server;
let base: string;
const api: { status: number; menu: MenuPayload; etag: string } = { status: 200, menu: menu(["Ajiaco"]), etag: '"v1"' };
const asked: IncomingHttpHeaders[] = [];

function menu(labels: string[]): MenuPayload {
  return {
    menu: { products: labels.map((label, index) => menuProduct({ id: index + 1, label })), categories: [{ id: 1, label: "Platos", image: null, parent_id: null }] },
    content_home: [],
    upselling_products: [],
    master_product_ids: [],
    currency: "COP",
    lang: "es",
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.headers);
    res.writeHead(api.status, { "content-type": "application/json", etag: api.etag });
    res.end(JSON.stringify(api.status === 200 ? menuToWire(api.menu) : { error: { code: "x", message: "down" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  api.status = 200;
  asked.length = 0;
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const call = (path: string, origin = base, brand: string | null = "fogon-andino") =>
  new Request(`${origin}${path}`, { headers: brand ? { [MENU_COPY_HEADER]: brand } : {} });

/** Answers a call as the worker does and waits for the background work it leaves (the device write). */
async function answer(request: Request, copy: MenuCopy, told: string[] = []) {
  const background: Promise<unknown>[] = [];
  const response = await answerMenuCall(request, copy, (work) => background.push(work), (key) => told.push(key));
  await Promise.all(background);
  return response;
}

const saved = (copy: MenuCopy) => readMenu(openMenuCache(copy.instanceSlug), copy.scope);
const labels = (payload: MenuWire | null) => payload?.menu.products.map((product) => product.label);

describe("menuCopyOf: which device copy a call reads and writes", () => {
  it("names the brand the page asked for and the scope of the URL, on both menu hosts", () => {
    expect(menuCopyOf(call("/api/cached/v1/menu/chapinero/delivery.json?lang=es"))).toEqual({
      instanceSlug: "fogon-andino",
      scope: menuScope({ supplier: "chapinero", service: "delivery", lang: "es" }),
    });
    expect(menuCopyOf(call("/api/v1/menu/usaqu%C3%A9n/delivery/schedule.json?lang=en"))).toEqual({
      instanceSlug: "fogon-andino",
      scope: menuScope({ supplier: "usaquén", service: "schedule", lang: "en" }),
    });
  });

  it("leaves alone calls no page asked to keep and anything that is not a menu call", () => {
    expect(menuCopyOf(call("/api/v1/menu/chapinero/delivery.json?lang=es", base, null))).toBeNull();
    expect(menuCopyOf(call("/api/v1/menu/chapinero/delivery.json"))).toBeNull();
    expect(menuCopyOf(call("/api/v1/menu/chapinero/teleport.json?lang=es"))).toBeNull();
    expect(menuCopyOf(call("/api/v1/orders?lang=es"))).toBeNull();
  });
});

describe("answerMenuCall: the network first, the device's copy when it fails", () => {
  const path = "/api/cached/v1/menu/chapinero/delivery.json?lang=es";
  const copy = () => menuCopyOf(call(path))!;

  it("passes the server's answer on and writes it into the brand's database (product §3)", async () => {
    api.menu = menu(["Ajiaco", "Tamal"]);
    api.etag = '"v1"';
    const response = await answer(call(path), copy());
    expect(response.headers.get("etag")).toBe('"v1"');
    expect(response.headers.get(OFFLINE_HEADER)).toBeNull();
    expect(asked.at(-1)![MENU_COPY_HEADER]).toBe("fogon-andino");
    expect(labels(await saved(copy()))).toEqual(["Ajiaco", "Tamal"]);
    expect(openMenuCache("fogon-andino").name).toBe(menuCacheDbName("fogon-andino"));
  });

  it("rewrites the copy when the menu changes (product §4), and not when the same version comes again", async () => {
    api.menu = menu(["Ajiaco", "Tamal"]);
    api.etag = '"v2"';
    await answer(call(path), copy());
    api.menu = menu(["Sancocho"]);
    api.etag = '"v3"';
    await answer(call(path), copy());
    expect(labels(await saved(copy()))).toEqual(["Sancocho"]);
    // same version, other body: the worker trusts the version and spares the phone the rewrite
    api.menu = menu(["Never written"]);
    await answer(call(path), copy());
    expect(labels(await saved(copy()))).toEqual(["Sancocho"]);
  });

  it("answers from the device, marked offline, when the network fails", async () => {
    api.menu = menu(["Ajiaco", "Tamal"]);
    api.etag = '"v4"';
    await answer(call(path), copy());
    const offline = await answer(call(path, "http://127.0.0.1:1"), copy());
    expect(offline.headers.get(OFFLINE_HEADER)).toBe("1");
    expect(offline.headers.get("etag")).toBeNull();
    expect(await offline.json()).toEqual(menuToWire(api.menu));
  });

  it("answers from the device when the server fails, but passes a refusal on", async () => {
    api.menu = menu(["Ajiaco"]);
    api.etag = '"v5"';
    await answer(call(path), copy());
    api.status = 503;
    expect((await answer(call(path), copy())).headers.get(OFFLINE_HEADER)).toBe("1");
    api.status = 404;
    expect((await answer(call(path), copy())).status).toBe(404);
  });

  it("tells the page which store of the device's copy failed, and still passes the menu on (product §8)", async () => {
    // a database of the same name without the menu's stores (a newer app's, say): the first store written fails
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open(menuCacheDbName("cafe-central"), 999);
      opening.onsuccess = () => resolve(opening.result.close());
      opening.onerror = () => reject(opening.error);
    });
    api.menu = menu(["Tinto"]);
    api.etag = '"v6"';
    const told: string[] = [];
    const response = await answer(call(path, base, "cafe-central"), menuCopyOf(call(path, base, "cafe-central"))!, told);
    expect(response.status).toBe(200);
    expect(labels((await response.json()) as MenuWire)).toEqual(["Tinto"]);
    expect(told).toEqual(["save_content_home"]);
  });

  it("keeps each scope apart: a menu never saved fails offline like the network did", async () => {
    const other = menuCopyOf(call("/api/v1/menu/usaquen/delivery.json?lang=es"))!;
    await expect(answer(call("/api/v1/menu/usaquen/delivery.json?lang=es", "http://127.0.0.1:1"), other)).rejects.toThrow();
  });
});
