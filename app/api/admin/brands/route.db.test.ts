import { GET as getConfig } from "@/app/api/config.json/route";
import { GET as getCachedMenu } from "@/app/api/cached/v1/menu/[supplier]/[...service]/route";
import { GET as getMenu } from "@/app/api/v1/menu/[supplier]/[...service]/route";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { brandInput } from "@/tests/factories/brand";
import { brandRequest, params } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

// Page-cache revalidation needs a running Next server (the e2e suite proves it); here we check it is asked for.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));
const { revalidateTag } = jest.requireMock<{ revalidateTag: jest.Mock }>("next/cache");

const KEY = "test-admin-key-0123456789";
withTestDatabase();

beforeAll(() => {
  process.env.ADMIN_API_KEY = KEY;
});

const post = (body: unknown, key = KEY, client = "203.0.113.1") =>
  POST(
    new Request("http://localhost/api/admin/brands", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "x-forwarded-for": client },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

describe("POST /api/admin/brands", () => {
  it("refuses callers without the admin key", async () => {
    const response = await post(brandInput("admin-a"), "wrong-key-wrong-key-12");
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  });

  it("stops a client guessing the key at its budget: past it even the right key gets 429 with Retry-After", async () => {
    const { points } = RATE_LIMITS.admin_import;
    for (let i = 0; i < points; i++) expect((await post("{}", `guess-${String(i).padStart(20, "0")}`, "192.0.2.30")).status).toBe(401);
    const refused = await post(brandInput("admin-limited"), KEY, "192.0.2.30");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).error.code).toBe("rate_limited");
  });

  it("answers 422 with every bad field, and writes nothing", async () => {
    const input = brandInput("admin-b");
    input.instance.currency = "EUR" as never;
    input.menu.products![0]!.category = "nope";
    const response = await post(input);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["instance.currency", "menu.products.0.category"]),
    );
    expect((await getConfig(brandRequest("admin-b", "/api/config.json"))).status).toBe(404);
  });

  it("answers 400 for a body that is not JSON", async () => {
    expect((await post("{not json")).status).toBe(400);
  });

  it("answers 409 brand_conflict, with the clash, for a domain another brand holds", async () => {
    expect((await post(brandInput("admin-d"))).status).toBe(200);
    const intruder = brandInput("admin-e");
    intruder.domains = ["pedidos.admin-d.co"];
    const response = await post(intruder);
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({ code: "brand_conflict", issues: [expect.objectContaining({ path: expect.any(String) })] });
  });

  it("imports a valid brand, which its host then serves", async () => {
    const response = await post(brandInput("admin-c"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: "admin-c", counts: { products: 3, branches: 1 } });
    expect(revalidateTag).toHaveBeenCalledWith("brand:admin-c", { expire: 0 });
    const config = await (await getConfig(brandRequest("admin-c", "/api/config.json"))).json();
    expect(config.name).toBe("Arepas de Prueba");
  });

  it("refreshes the brand's cached config when it is imported again", async () => {
    await getConfig(brandRequest("admin-c", "/api/config.json"));
    const changed = brandInput("admin-c", { name: "Arepas Nuevas" });
    expect((await post(changed)).status).toBe(200);
    const config = await (await getConfig(brandRequest("admin-c", "/api/config.json"))).json();
    expect(config.name).toBe("Arepas Nuevas");
  });

  it("rebuilds the brand's cached menu when it is imported again", async () => {
    const menuLabels = async () => {
      const response = await getMenu(brandRequest("admin-c", "/api/v1/menu/centro/delivery.json"), params({ supplier: "centro", service: ["delivery.json"] }));
      return (await response.json()).menu.products.map((p: { label: string }) => p.label);
    };
    expect(await menuLabels()).toContain("Arepa con queso");
    const changed = brandInput("admin-c");
    changed.menu.products![0]!.name = "Arepa de choclo";
    expect((await post(changed)).status).toBe(200);
    expect(await menuLabels()).toContain("Arepa de choclo");
  });

  it("gives the re-imported menu a new ETag, so caches that revalidate get it", async () => {
    const cachedMenu = (headers?: HeadersInit) =>
      getCachedMenu(brandRequest("admin-c", "/api/cached/v1/menu/centro/delivery.json", { headers }), params({ supplier: "centro", service: ["delivery.json"] }));
    const before = (await cachedMenu()).headers.get("etag")!;
    expect((await cachedMenu({ "if-none-match": before })).status).toBe(304);
    const changed = brandInput("admin-c");
    changed.menu.products![0]!.price = 12500;
    expect((await post(changed)).status).toBe(200);
    const after = await cachedMenu({ "if-none-match": before });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });
});
