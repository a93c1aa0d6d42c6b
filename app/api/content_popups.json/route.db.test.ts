import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { GET } from "./route";

const db = withTestDatabase();

beforeAll(async () => {
  const file = brand("avisos");
  file.branches.push({ ...file.branches[0]!, slug: "norte", name: "Sede Norte" });
  file.polygons = [];
  file.popups = [
    { key: "todas", image: "/demo/a.svg", trigger: "enter" },
    { key: "domicilio", image: "/demo/b.svg", trigger: "enter", service: "delivery" },
    { key: "solo-norte", image: "/demo/c.svg", trigger: "enter", branch: "norte" },
    { key: "al-pagar", image: "/demo/d.svg", trigger: "checkout" },
  ];
  await importBrand(db.current.db, file);
});

const popups = async (query: string) => {
  const response = await GET(brandRequest("avisos", `/api/content_popups.json?${query}`));
  return { status: response.status, body: response.ok ? ((await response.json()) as { image: string }[]).map((p) => p.image) : null };
};

describe("GET content_popups.json", () => {
  it("answers the popups of a branch, service and trigger, unscoped ones included", async () => {
    expect(await popups("supplier_id=centro&service=delivery")).toEqual({ status: 200, body: ["/demo/a.svg", "/demo/b.svg"] });
    expect(await popups("supplier_id=norte&service=take_away")).toEqual({ status: 200, body: ["/demo/a.svg", "/demo/c.svg"] });
    expect(await popups("supplier_id=centro&service=take_away&trigger=checkout")).toEqual({ status: 200, body: ["/demo/d.svg"] });
  });

  it("answers 400 for a missing or unknown service and 404 for an unknown branch", async () => {
    expect((await popups("supplier_id=centro")).status).toBe(400);
    expect((await popups("supplier_id=centro&service=teleport")).status).toBe(400);
    expect((await popups("supplier_id=nada&service=delivery")).status).toBe(404);
  });
});
