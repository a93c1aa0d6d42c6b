import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import { point, polygon } from "@turf/helpers";
import type { Minor } from "../money/minor";

/**
 * Which delivery polygon (product §3 Polygon) serves a diner's address: it sets the delivery price and the
 * minimum order (product §9), and no match is the "no availability at address" / "no coverage" alert (product §8).
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A GeoJSON Polygon: rings of [lng, lat] positions, the first the outer boundary, any others holes. */
export interface PolygonArea {
  type: "Polygon";
  coordinates: number[][][];
}

export interface DeliveryZone {
  id: number;
  supplier_id: number;
  delivery_price: Minor;
  minimum_order_value: Minor;
  active: boolean;
  area: PolygonArea;
}

/** A real place on Earth: finite, latitude −90..90, longitude −180..180. */
export function isValidCoordinate(value: LatLng): boolean {
  const { lat, lng } = value;
  return Number.isFinite(lat) && Number.isFinite(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}

/**
 * Turf's reading of the polygon: holes excluded, and a point on any ring (outer edge or a hole's edge)
 * counts as inside, turf's default. A ring turf rejects (unclosed, under four positions) covers nothing:
 * the brand import reports bad polygons, and one of them must not take delivery down for the branch's
 * other zones.
 */
function covers(zone: DeliveryZone, at: ReturnType<typeof point>): boolean {
  let area: ReturnType<typeof polygon>;
  try {
    area = polygon(zone.area.coordinates);
  } catch {
    return false;
  }
  return booleanPointInPolygon(at, area);
}

/**
 * The active zone that delivers to `at`, or null. Zones may overlap; then the cheapest delivery wins, and
 * the lowest id breaks a tie, so the diner never pays more than some zone would charge and the same address
 * always lands in the same zone whatever order the zones come in.
 */
export function findDeliveryZone<Z extends DeliveryZone>(at: LatLng, zones: readonly Z[]): Z | null {
  if (!isValidCoordinate(at)) return null;
  const here = point([at.lng, at.lat]);
  let best: Z | null = null;
  for (const zone of zones) {
    if (!zone.active || !covers(zone, here)) continue;
    if (
      !best ||
      zone.delivery_price < best.delivery_price ||
      (zone.delivery_price === best.delivery_price && zone.id < best.id)
    ) {
      best = zone;
    }
  }
  return best;
}

/**
 * The zone for an order of `service` (a scheduled delivery, say): among the zones covering the point, one whose
 * branch offers that service, picked as findDeliveryZone picks; else the zone findDeliveryZone picks, whose branch
 * does not offer it — the diner is then told so instead of being sent to a branch that would order for now.
 */
export function findZoneForService<Z extends DeliveryZone & { supplier_services: readonly string[] }>(at: LatLng, zones: readonly Z[], service: string): Z | null {
  return findDeliveryZone(at, zones.filter((zone) => zone.supplier_services.includes(service))) ?? findDeliveryZone(at, zones);
}
