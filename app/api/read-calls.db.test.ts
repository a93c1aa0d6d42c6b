import { GET as getBranch } from "@/app/api/branches/[ref]/route";
import { GET as getCachedMenu } from "@/app/api/cached/v1/menu/[supplier]/[...service]/route";
import { GET as getConfig } from "@/app/api/config.json/route";
import { LOCALE_HEADER } from "@/lib/server/tenancy/internal-headers";
import { GET as getSupplier } from "@/app/api/suppliers/[ref]/route";
import { GET as getMenu } from "@/app/api/v1/menu/[supplier]/[...service]/route";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { brandRequest, params } from "@/tests/helpers/requests";

const db = withTestDatabase();
let ownBranchId: number;
let otherBranchId: number;

beforeAll(async () => {
  await importBrand(db.current.db, brand("casa"));
  const other = brand("vecino");
  other.branches[0]!.slug = "solo-vecino";
  other.polygons[0]!.branch = "solo-vecino";
  other.domains = [];
  await importBrand(db.current.db, other);
  ownBranchId = (await (await getSupplier(brandRequest("casa", "/api/suppliers/centro.json"), params({ ref: "centro.json" }))).json()).id;
  otherBranchId = (await (await getSupplier(brandRequest("vecino", "/api/suppliers/solo-vecino.json"), params({ ref: "solo-vecino.json" }))).json()).id;
});

describe("GET config.json", () => {
  it("answers the host's brand with its branches and decided flags", async () => {
    const response = await getConfig(brandRequest("casa", "/api/config.json"));
    expect(response.status).toBe(200);
    const config = await response.json();
    expect(config).toMatchObject({ slug: "casa", currency: "COP", langs: ["es", "en"], status: "active" });
    expect(config.suppliers.map((s: { slug: string }) => s.slug)).toEqual(["centro"]);
    expect(config.feature_flags).toMatchObject({ "disable-tip": false });
  });

  it("is a 404 for a brand that does not exist", async () => {
    expect((await getConfig(brandRequest("nadie", "/api/config.json"))).status).toBe(404);
  });
});

describe("GET suppliers/{slug}.json and branches/{id}.json", () => {
  it("finds a branch of this brand by slug or id", async () => {
    const bySlug = await getSupplier(brandRequest("casa", "/api/suppliers/centro.json"), params({ ref: "centro.json" }));
    expect(await bySlug.json()).toMatchObject({ slug: "centro", name: "Sede Centro", services: ["delivery", "take_away", "on_table"] });
    const byId = await getBranch(brandRequest("casa", `/api/branches/${ownBranchId}.json`), params({ ref: `${ownBranchId}.json` }));
    expect((await byId.json()).slug).toBe("centro");
  });

  it("never shows another brand's branch, by slug or by id", async () => {
    const bySlug = await getSupplier(brandRequest("casa", "/api/suppliers/solo-vecino.json"), params({ ref: "solo-vecino.json" }));
    expect(bySlug.status).toBe(404);
    const byId = await getBranch(brandRequest("casa", `/api/branches/${otherBranchId}.json`), params({ ref: `${otherBranchId}.json` }));
    expect(byId.status).toBe(404);
    expect((await byId.json()).error.code).toBe("not_found");
  });

  it("answers 400 with the error shape for malformed references", async () => {
    const response = await getBranch(brandRequest("casa", "/api/branches/abc.json"), params({ ref: "abc.json" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "bad_request", fields: { "(request)": expect.any(String) } } });
    const noSuffix = await getSupplier(brandRequest("casa", "/api/suppliers/centro"), params({ ref: "centro" }));
    expect(noSuffix.status).toBe(400);
  });
});

describe("GET /v1/menu/{supplier_id}/{service}.json", () => {
  const menu = (slug: string, supplier: string, service: string[], query = "") =>
    getMenu(brandRequest(slug, `/api/v1/menu/${supplier}/${service.join("/")}${query}`), params({ supplier, service }));

  it("answers the branch's menu for the service, in the asked language", async () => {
    const response = await getMenu(
      brandRequest("casa", "/api/v1/menu/centro/delivery.json?lang=en"),
      params({ supplier: "centro", service: ["delivery.json"] }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-cache");
    const body = await response.json();
    expect(body.lang).toBe("en");
    expect(body.menu.products.map((p: { label: string }) => p.label)).toEqual(["Cheese arepa", "Lemonade"]);
    expect(body.menu.categories.map((c: { label: string }) => c.label)).toEqual(["Arepas", "Rellenas", "Drinks"]);
  });

  it("only lists products offered for that service", async () => {
    const body = await (await menu("casa", "centro", ["on_table.json"])).json();
    expect(body.menu.products.map((p: { label: string }) => p.label)).toContain("Cerveza");
  });

  it("accepts a subservice path and rejects unknown services and languages with 400", async () => {
    expect((await menu("casa", "centro", ["delivery", "nope.json"])).status).toBe(400);
    expect((await menu("casa", "centro", ["teleport.json"])).status).toBe(400);
    expect((await menu("casa", "centro", ["delivery"])).status).toBe(400);
    expect((await menu("casa", "centro", ["delivery.json"], "?lang=fr")).status).toBe(400);
  });

  it("is a 404 for a service the branch does not offer, and for another brand's branch", async () => {
    expect((await menu("casa", "centro", ["book.json"])).status).toBe(404);
    expect((await menu("casa", "solo-vecino", ["delivery.json"])).status).toBe(404);
    expect((await menu("casa", String(otherBranchId), ["delivery.json"])).status).toBe(404);
  });

  it("has a cacheable variant with ETag revalidation", async () => {
    const request = (headers?: HeadersInit) =>
      getCachedMenu(brandRequest("casa", "/api/cached/v1/menu/centro/delivery.json", { headers }), params({ supplier: "centro", service: ["delivery.json"] }));
    const first = await request();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await request({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("answers by its URL alone: a shared cache keeps it by URL, whatever the diner's cookie, header or browser say", async () => {
    const cached = (headers?: HeadersInit) =>
      getCachedMenu(brandRequest("casa", "/api/cached/v1/menu/centro/delivery.json", { headers }), params({ supplier: "centro", service: ["delivery.json"] }));
    const plain = await cached();
    const chosen = await cached({ cookie: "lang=en; service=take_away", "accept-language": "en-US,en", [LOCALE_HEADER]: "en" });
    expect(plain.headers.get("vary")).toBeNull();
    expect(await chosen.text()).toBe(await plain.text());
    expect(chosen.headers.get("etag")).toBe(plain.headers.get("etag"));
  });

  it("names the same version on the services variant, private to the browser, which revalidates it by ETag", async () => {
    const cached = await getCachedMenu(brandRequest("casa", "/api/cached/v1/menu/centro/delivery.json"), params({ supplier: "centro", service: ["delivery.json"] }));
    const services = (headers?: HeadersInit) =>
      getMenu(brandRequest("casa", "/api/v1/menu/centro/delivery.json", { headers }), params({ supplier: "centro", service: ["delivery.json"] }));
    const fresh = await services();
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("etag")).toBe(cached.headers.get("etag"));
    expect(fresh.headers.get("cache-control")).toBe("private, no-cache");
    expect(await fresh.text()).toBe(await cached.text());
    const held = await services({ "if-none-match": cached.headers.get("etag")! });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe("");
    expect((await services({ "if-none-match": '"an-older-menu"' })).status).toBe(200);
  });
});
