import { deliveryCoverage, type CoverageZone } from "./delivery-coverage";
import { minor } from "../money/minor";

// Product §8 Location: no coverage, no branches open, delivery not active, wrong branch assigned.

const square = [[[-74.1, 4.6], [-74.0, 4.6], [-74.0, 4.7], [-74.1, 4.7], [-74.1, 4.6]]];
const home = { lat: 4.65, lng: -74.05 };
const farAway = { lat: 5.5, lng: -74.05 };
// 2025-06-06 is a Friday (ISO day 5); Bogotá is UTC−5 all year.
const friday = (time: string) => new Date(`2025-06-06T${time}:00-05:00`);
const daytime = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "08:00", close: "22:00" }];

function zone(id: number, slug: string, overrides: Partial<CoverageZone> = {}): CoverageZone {
  return {
    id,
    supplier_id: id,
    supplier_slug: slug,
    supplier_services: ["delivery", "schedule"],
    delivery_price: minor(1000 * id),
    minimum_order_value: minor(0),
    active: true,
    area: { type: "Polygon", coordinates: square },
    opening_hours: daytime,
    timezone: "America/Bogota",
    ...overrides,
  };
}

const ask = (overrides: Partial<Parameters<typeof deliveryCoverage>[2]> = {}) => ({ service: "delivery" as const, cartBranch: null, now: friday("12:00"), ...overrides });

describe("deliveryCoverage", () => {
  it("gives the cheapest open zone reaching the address, and says no coverage outside every zone", () => {
    const zones = [zone(2, "norte"), zone(1, "centro")];
    expect(deliveryCoverage(home, zones, ask())).toMatchObject({ covered: true, reason: null, zone: { supplier_slug: "centro" } });
    expect(deliveryCoverage(farAway, zones, ask())).toEqual({ covered: false, reason: "no_coverage" });
  });

  it("says delivery is not active when no branch reaching the address delivers, or the brand delivers nowhere", () => {
    const takeAwayOnly = zone(1, "centro", { supplier_services: ["take_away"] });
    expect(deliveryCoverage(home, [takeAwayOnly], ask())).toEqual({ covered: false, reason: "delivery_not_active" });
    expect(deliveryCoverage(farAway, [takeAwayOnly], ask())).toEqual({ covered: false, reason: "delivery_not_active" });
    expect(deliveryCoverage(farAway, [], ask())).toEqual({ covered: false, reason: "delivery_not_active" });
    // a branch that delivers elsewhere keeps the brand's delivery active: far away is plainly not covered
    const elsewhere = zone(2, "norte", { area: { type: "Polygon", coordinates: [[[-75, 6], [-74.9, 6], [-74.9, 6.1], [-75, 6.1], [-75, 6]]] } });
    expect(deliveryCoverage(home, [takeAwayOnly, elsewhere], ask())).toEqual({ covered: false, reason: "delivery_not_active" });
    expect(deliveryCoverage(farAway, [takeAwayOnly, elsewhere], ask())).toEqual({ covered: false, reason: "no_coverage" });
  });

  it("says no branch is open when every branch delivering there is closed now, naming one that schedules and when it opens", () => {
    const forNowOnly = zone(1, "centro", { supplier_services: ["delivery"] });
    const schedules = zone(2, "norte");
    expect(deliveryCoverage(home, [forNowOnly, schedules], ask({ now: friday("23:00") }))).toEqual({
      covered: true,
      reason: "no_branches_open",
      zone: schedules,
      opensAt: { day: 6, time: "08:00", inDays: 1 },
    });
    // one branch still open takes the order, even the dearer one
    const lateNight = zone(3, "noche", { opening_hours: [{ days: [5], open: "20:00", close: "02:00" }] });
    expect(deliveryCoverage(home, [forNowOnly, schedules, lateNight], ask({ now: friday("23:00") }))).toMatchObject({ reason: null, zone: { supplier_slug: "noche" } });
  });

  it("lets a scheduled delivery through while the branches are closed, and says when none schedules", () => {
    const schedules = zone(2, "norte");
    expect(deliveryCoverage(home, [schedules], ask({ service: "schedule", now: friday("23:00") }))).toMatchObject({ reason: null, zone: { supplier_slug: "norte" } });
    const forNowOnly = zone(1, "centro", { supplier_services: ["delivery"] });
    expect(deliveryCoverage(home, [forNowOnly], ask({ service: "schedule" }))).toEqual({ covered: true, reason: "no_schedule", zone: forNowOnly });
  });

  it("keeps the cart's branch when it reaches the address, and says so when only another branch does", () => {
    const zones = [zone(1, "centro"), zone(2, "norte")];
    expect(deliveryCoverage(home, zones, ask({ cartBranch: "norte" }))).toMatchObject({ covered: true, reason: null, zone: { supplier_slug: "norte" } });
    expect(deliveryCoverage(home, [zone(1, "centro")], ask({ cartBranch: "norte" }))).toMatchObject({ covered: true, reason: "wrong_branch", zone: { supplier_slug: "centro" } });
    // a closed cart branch is not kept for an order for now
    const closedNorte = zone(2, "norte", { opening_hours: [{ days: [1], open: "08:00", close: "09:00" }] });
    expect(deliveryCoverage(home, [zone(1, "centro"), closedNorte], ask({ cartBranch: "norte" }))).toMatchObject({ reason: "wrong_branch", zone: { supplier_slug: "centro" } });
  });
});
