import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

const db = withTestDatabase();

beforeAll(async () => {
  await importBrand(db.current.db, brand("zonas"));
  const other = brand("lejana");
  other.domains = [];
  other.polygons[0]!.area.coordinates = [[[-75.6, 6.2], [-75.5, 6.2], [-75.5, 6.3], [-75.6, 6.3], [-75.6, 6.2]]];
  await importBrand(db.current.db, other);
});

const locate = (slug: string, body: unknown) =>
  POST(brandRequest(slug, "/api/v1/delivery-zone", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) }));

describe("POST /api/v1/delivery-zone", () => {
  it("answers the zone, its prices and its branch for a point inside it", async () => {
    const response = await locate("zonas", { lat: 4.6, lng: -74.07 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      covered: true,
      polygon: { name: "Centro", delivery_price: 5000, minimum_order_value: 20000, supplier_slug: "centro" },
    });
  });

  it("names the services of the zone's branch, and still answers its zone for a service the branch does not offer", async () => {
    const answer = await (await locate("zonas", { lat: 4.6, lng: -74.07, service: "schedule" })).json();
    expect(answer.polygon.supplier_services).not.toContain("schedule");
    expect(answer.polygon.supplier_slug).toBe("centro");
    expect((await locate("zonas", { lat: 4.6, lng: -74.07, service: "teleport" })).status).toBe(400);
  });

  it("says a point outside every zone is not covered", async () => {
    expect(await (await locate("zonas", { lat: 4.7, lng: -74.07 })).json()).toEqual({ covered: false });
  });

  it("never uses another brand's zones", async () => {
    expect(await (await locate("zonas", { lat: 6.25, lng: -75.55 })).json()).toEqual({ covered: false });
    expect((await (await locate("lejana", { lat: 6.25, lng: -75.55 })).json()).covered).toBe(true);
  });

  it("answers 400 for missing, impossible or unreadable coordinates", async () => {
    expect((await locate("zonas", { lat: 4.6 })).status).toBe(400);
    expect((await locate("zonas", { lat: 91, lng: 0 })).status).toBe(400);
    expect((await locate("zonas", "{lat")).status).toBe(400);
  });
});
