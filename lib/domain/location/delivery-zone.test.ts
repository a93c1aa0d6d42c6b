import { findDeliveryZone, findZoneForService, isValidCoordinate, type DeliveryZone } from "./delivery-zone";
import { minor } from "../money/minor";

/** A closed rectangle ring in [lng, lat] order, counter-clockwise. */
function rectangle(west: number, south: number, east: number, north: number): number[][] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

function zone(id: number, rings: number[][][], overrides: Partial<DeliveryZone> = {}): DeliveryZone {
  return {
    id,
    supplier_id: 7,
    delivery_price: minor(5000),
    minimum_order_value: minor(10000),
    active: true,
    area: { type: "Polygon", coordinates: rings },
    ...overrides,
  };
}

// Around Chapinero, Bogotá: an outer ring with a hole in the middle, and a dearer inner zone filling the hole.
const outerWithHole = zone(1, [rectangle(-74.07, 4.64, -74.05, 4.66), rectangle(-74.065, 4.645, -74.055, 4.655)], {
  delivery_price: minor(3000),
});
const inner = zone(2, [rectangle(-74.065, 4.645, -74.055, 4.655)], { delivery_price: minor(6000) });

const centre = { lat: 4.65, lng: -74.06 }; // in the hole
const ring = { lat: 4.642, lng: -74.068 }; // in the outer ring, outside the hole
const farAway = { lat: 4.711, lng: -74.072 }; // north of both

describe("findDeliveryZone", () => {
  it("finds the zone a point is inside", () => {
    expect(findDeliveryZone(ring, [outerWithHole, inner])?.id).toBe(1);
  });

  it("returns null outside every zone", () => {
    expect(findDeliveryZone(farAway, [outerWithHole, inner])).toBeNull();
    expect(findDeliveryZone(centre, [])).toBeNull();
  });

  it("respects holes: a point in the hole belongs to the zone covering it, even when that one is dearer", () => {
    expect(findDeliveryZone(centre, [outerWithHole, inner])?.id).toBe(2);
    expect(findDeliveryZone(centre, [outerWithHole])).toBeNull();
  });

  it("ignores inactive zones", () => {
    expect(findDeliveryZone(centre, [outerWithHole, { ...inner, active: false }])).toBeNull();
    expect(findDeliveryZone(ring, [{ ...outerWithHole, active: false }])).toBeNull();
  });

  it("picks the cheapest of overlapping zones", () => {
    const wide = zone(10, [rectangle(-74.1, 4.6, -74.0, 4.7)], { delivery_price: minor(4000) });
    const cheap = zone(11, [rectangle(-74.07, 4.64, -74.05, 4.66)], { delivery_price: minor(3500) });
    expect(findDeliveryZone(centre, [wide, cheap])?.id).toBe(11);
    expect(findDeliveryZone(centre, [cheap, wide])?.id).toBe(11);
  });

  it("breaks a price tie by the lowest id, whatever the order", () => {
    const a = zone(21, [rectangle(-74.1, 4.6, -74.0, 4.7)]);
    const b = zone(20, [rectangle(-74.07, 4.64, -74.05, 4.66)]);
    expect(findDeliveryZone(centre, [a, b])?.id).toBe(20);
    expect(findDeliveryZone(centre, [b, a])?.id).toBe(20);
  });

  it("counts a point on a zone's edge or corner as inside, as turf does by default", () => {
    expect(findDeliveryZone({ lat: 4.64, lng: -74.06 }, [outerWithHole])?.id).toBe(1);
    expect(findDeliveryZone({ lat: 4.66, lng: -74.05 }, [outerWithHole])?.id).toBe(1);
    // The hole's edge is also a boundary of the outer zone, so it stays covered.
    expect(findDeliveryZone({ lat: 4.645, lng: -74.06 }, [outerWithHole])?.id).toBe(1);
    expect(findDeliveryZone({ lat: 4.6399, lng: -74.06 }, [outerWithHole])).toBeNull();
  });

  it("finds nothing for an invalid coordinate", () => {
    const everywhere = zone(30, [rectangle(-180, -90, 180, 90)]);
    expect(findDeliveryZone({ lat: Number.NaN, lng: -74.06 }, [everywhere])).toBeNull();
    expect(findDeliveryZone({ lat: 91, lng: -74.06 }, [everywhere])).toBeNull();
  });

  it("skips a zone turf cannot read and still serves from the others", () => {
    const unclosed = zone(40, [rectangle(-74.1, 4.6, -74.0, 4.7).slice(0, 4)], { delivery_price: minor(1000) });
    expect(findDeliveryZone(centre, [unclosed, inner])?.id).toBe(2);
  });

  it("keeps the caller's own zone fields", () => {
    const named = { ...inner, name: "Chapinero" };
    expect(findDeliveryZone(centre, [named])?.name).toBe("Chapinero");
  });
});

describe("findZoneForService", () => {
  // two branches reach the point: the cheaper one delivers only for now, the dearer one also schedules
  const forNow = { ...zone(20, [rectangle(-74.1, 4.6, -74.0, 4.7)], { delivery_price: minor(3000), supplier_id: 1 }), supplier_services: ["delivery"] };
  const schedules = { ...zone(21, [rectangle(-74.1, 4.6, -74.0, 4.7)], { delivery_price: minor(6000), supplier_id: 2 }), supplier_services: ["delivery", "schedule"] };

  it("prefers a covering zone whose branch offers the order's service", () => {
    expect(findZoneForService(centre, [forNow, schedules], "schedule")?.id).toBe(21);
    expect(findZoneForService(centre, [forNow, schedules], "delivery")?.id).toBe(20);
  });

  it("falls back to the usual zone when no covering branch offers it, and to nothing outside every zone", () => {
    expect(findZoneForService(centre, [forNow], "schedule")?.id).toBe(20);
    expect(findZoneForService(farAway, [{ ...inner, supplier_services: ["schedule"] }], "schedule")).toBeNull();
  });
});

describe("isValidCoordinate", () => {
  it("accepts real places, including the extremes", () => {
    expect(isValidCoordinate(centre)).toBe(true);
    expect(isValidCoordinate({ lat: -90, lng: 180 })).toBe(true);
    expect(isValidCoordinate({ lat: 90, lng: -180 })).toBe(true);
  });

  it("rejects out-of-range and non-finite values", () => {
    expect(isValidCoordinate({ lat: 90.0001, lng: -74.06 })).toBe(false);
    expect(isValidCoordinate({ lat: 4.65, lng: -180.5 })).toBe(false);
    expect(isValidCoordinate({ lat: Number.NaN, lng: -74.06 })).toBe(false);
    expect(isValidCoordinate({ lat: 4.65, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
