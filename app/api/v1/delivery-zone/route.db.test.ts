import { localWeekMinute } from "@/lib/domain/brand/opening-hours";
import { importBrand } from "@/lib/server/brands/import-brand";
import { brand } from "@/tests/factories/brand";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST } from "./route";

const db = withTestDatabase();

const FAR: [number, number][][] = [[[-75.6, 6.2], [-75.5, 6.2], [-75.5, 6.3], [-75.6, 6.3], [-75.6, 6.2]]];
// Two days after today on Bogotá's clock: a branch open only then is closed now, whatever the hour the test runs.
const today = Math.floor(localWeekMinute(new Date(), "America/Bogota") / (24 * 60)) + 1;
const inTwoDays = ((today + 1) % 7) + 1;

beforeAll(async () => {
  await importBrand(db.current.db, brand("zonas"));
  const other = brand("lejana");
  other.domains = [];
  other.polygons[0]!.area.coordinates = FAR;
  await importBrand(db.current.db, other);

  const closed = brand("cerrada");
  closed.branches[0]!.services = ["delivery", "schedule", "take_away"];
  closed.branches[0]!.opening_hours = [{ days: [inTwoDays], open: "10:00", close: "14:00" }];
  await importBrand(db.current.db, closed);

  const pickupOnly = brand("sin-domicilio");
  pickupOnly.branches[0]!.services = ["take_away", "on_table"];
  await importBrand(db.current.db, pickupOnly);

  // Centro reaches the test point; Norte delivers only far away.
  const twoBranches = brand("dos-sedes");
  twoBranches.branches.push({ ...twoBranches.branches[0]!, slug: "norte", name: "Sede Norte" });
  twoBranches.polygons.push({ ...twoBranches.polygons[0]!, key: "norte-zona", name: "Norte", branch: "norte", area: { type: "Polygon", coordinates: FAR } });
  await importBrand(db.current.db, twoBranches);
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

  it("names the services of the zone's branch, and says a branch that delivers only for now does not schedule", async () => {
    const answer = await (await locate("zonas", { lat: 4.6, lng: -74.07, service: "schedule" })).json();
    expect(answer).toMatchObject({ covered: true, reason: "no_schedule", polygon: { supplier_slug: "centro" } });
    expect(answer.polygon.supplier_services).not.toContain("schedule");
    expect((await locate("zonas", { lat: 4.6, lng: -74.07, service: "teleport" })).status).toBe(400);
    expect((await locate("zonas", { lat: 4.6, lng: -74.07, service: "take_away" })).status).toBe(400);
  });

  it("says a point outside every zone is not covered", async () => {
    expect(await (await locate("zonas", { lat: 4.7, lng: -74.07 })).json()).toEqual({ covered: false, reason: "no_coverage" });
  });

  it("never uses another brand's zones", async () => {
    expect(await (await locate("zonas", { lat: 6.25, lng: -75.55 })).json()).toEqual({ covered: false, reason: "no_coverage" });
    expect(await (await locate("lejana", { lat: 6.25, lng: -75.55 })).json()).toMatchObject({ covered: true, reason: null });
  });

  it("says no branch is open for a delivery now, and when the zone's branch opens; a scheduled delivery goes ahead", async () => {
    expect(await (await locate("cerrada", { lat: 4.6, lng: -74.07 })).json()).toMatchObject({
      covered: true,
      reason: "no_branches_open",
      opens_at: { day: inTwoDays, time: "10:00" },
      polygon: { supplier_slug: "centro", supplier_services: expect.arrayContaining(["schedule"]) },
    });
    expect(await (await locate("cerrada", { lat: 4.6, lng: -74.07, service: "schedule" })).json()).toMatchObject({ covered: true, reason: null, polygon: { supplier_slug: "centro" } });
  });

  it("says delivery is not active where the branch reaching the address does not deliver, and anywhere for a brand that delivers nowhere", async () => {
    expect(await (await locate("sin-domicilio", { lat: 4.6, lng: -74.07 })).json()).toEqual({ covered: false, reason: "delivery_not_active" });
    expect(await (await locate("sin-domicilio", { lat: 4.7, lng: -74.07 })).json()).toEqual({ covered: false, reason: "delivery_not_active" });
  });

  it("keeps the cart's branch, or names it when only another branch reaches the address", async () => {
    const here = { lat: 4.6, lng: -74.07 };
    expect(await (await locate("dos-sedes", { ...here, cart_supplier_id: "norte" })).json()).toMatchObject({
      covered: true,
      reason: "wrong_branch",
      polygon: { supplier_slug: "centro" },
      cart_supplier: { slug: "norte", name: "Sede Norte" },
    });
    expect(await (await locate("dos-sedes", { ...here, cart_supplier_id: "centro" })).json()).toMatchObject({ reason: null, polygon: { supplier_slug: "centro" } });
    expect(await (await locate("dos-sedes", { lat: 6.25, lng: -75.55, cart_supplier_id: "norte" })).json()).toMatchObject({ reason: null, polygon: { supplier_slug: "norte" } });
    // a branch the brand does not have is no cart here
    expect(await (await locate("dos-sedes", { ...here, cart_supplier_id: "solo-ajena" })).json()).toMatchObject({ reason: null });
    expect((await locate("dos-sedes", { ...here, cart_supplier_id: "Sede Norte" })).status).toBe(400);
  });

  it("answers 400 for missing, impossible or unreadable coordinates", async () => {
    expect((await locate("zonas", { lat: 4.6 })).status).toBe(400);
    expect((await locate("zonas", { lat: 91, lng: 0 })).status).toBe(400);
    expect((await locate("zonas", "{lat")).status).toBe(400);
  });
});
