import type { DeliveryZone } from "../location/delivery-zone";
import { minor } from "../money/minor";
import { openingState } from "../brand/opening-hours";
import { ageRefusal, isClosedForOrdersNow, ordersNow, ordersNowOf, zoneCovers } from "./order-rules";

const bogota = { opening_hours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: "08:00", close: "22:00" }], timezone: "America/Bogota" };
// 2025-06-06 is a Friday; Bogotá is UTC−5 all year.
const at = (bogotaTime: string) => new Date(`2025-06-06T${bogotaTime}:00-05:00`);

describe("isClosedForOrdersNow", () => {
  it("refuses an order for now outside the branch's hours, by the branch's clock", () => {
    expect(isClosedForOrdersNow("delivery", bogota, at("23:00"))).toBe(true);
    expect(isClosedForOrdersNow("take_away", bogota, at("07:59"))).toBe(true);
    expect(isClosedForOrdersNow("on_table", bogota, at("12:00"))).toBe(false);
    expect(isClosedForOrdersNow("delivery", bogota, at("08:00"))).toBe(false);
  });

  it("leaves scheduled orders to their slot, and a branch without published hours always takes orders", () => {
    expect(isClosedForOrdersNow("schedule", bogota, at("23:00"))).toBe(false);
    expect(isClosedForOrdersNow("delivery", { ...bogota, opening_hours: [] }, at("03:00"))).toBe(false);
  });
});

describe("ordersNow", () => {
  it("says when a closed branch opens next, and nothing when it takes orders", () => {
    expect(ordersNow("delivery", bogota, at("07:00"))).toEqual({ closed: true, opensAt: { day: expect.any(Number), time: "08:00", inDays: 0 } });
    expect(ordersNow("delivery", bogota, at("12:00"))).toEqual({ closed: false, opensAt: null });
    expect(ordersNow("schedule", bogota, at("07:00"))).toEqual({ closed: false, opensAt: null });
  });

  it("gives the same verdict from the branch's opening state (what a cached page's browser has)", () => {
    for (const time of ["07:00", "08:00", "21:59", "22:00"]) {
      const state = openingState(bogota.opening_hours, bogota.timezone, at(time));
      expect(ordersNowOf("delivery", state)).toEqual(ordersNow("delivery", bogota, at(time)));
      expect(ordersNowOf("schedule", state)).toEqual({ closed: false, opensAt: null });
    }
  });
});

describe("zoneCovers", () => {
  const zone: DeliveryZone = {
    id: 1,
    supplier_id: 1,
    delivery_price: minor(5000),
    minimum_order_value: minor(0),
    active: true,
    area: { type: "Polygon", coordinates: [[[-74.08, 4.59], [-74.06, 4.59], [-74.06, 4.61], [-74.08, 4.61], [-74.08, 4.59]]] },
  };

  it("accepts a point inside the named zone only", () => {
    expect(zoneCovers(zone, { lat: 4.6, lng: -74.07 })).toBe(true);
    expect(zoneCovers(zone, { lat: 4.7, lng: -74.07 })).toBe(false);
    expect(zoneCovers({ ...zone, active: false }, { lat: 4.6, lng: -74.07 })).toBe(false);
  });

  it("refuses an address without its point", () => {
    expect(zoneCovers(zone, undefined)).toBe(false);
    expect(zoneCovers(zone, { lat: 4.6 })).toBe(false);
  });
});

describe("ageRefusal", () => {
  const today = new Date("2025-06-06");

  it("asks nothing of an order without alcohol", () => {
    expect(ageRefusal(false, undefined, today)).toBeNull();
  });

  it("needs a real birth date with alcohol, of a diner 18 or older on the day", () => {
    expect(ageRefusal(true, undefined, today)).toBe("age_required");
    expect(ageRefusal(true, "2001-02-30", today)).toBe("age_required");
    expect(ageRefusal(true, "06/06/2001", today)).toBe("age_required");
    expect(ageRefusal(true, "2007-06-07", today)).toBe("underage");
    expect(ageRefusal(true, "2007-06-06", today)).toBeNull();
  });
});
