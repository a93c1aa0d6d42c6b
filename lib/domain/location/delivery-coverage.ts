import { findDeliveryZone, findZoneForService, type DeliveryZone, type LatLng } from "./delivery-zone";
import type { OpeningPeriod } from "../brand/opening-hours";
import type { OpeningState } from "../brand/opening-timeline";
import { ordersNow } from "../orders/order-rules";
import { DELIVERY_SERVICES, type DeliveryService } from "../brand/services";

/**
 * The address check of the Location screen (product §8 "Location"): the zone that takes a delivery to the diner's
 * address, or why no zone does as the diner asked — so each case gets its own message and way on, rather than
 * all of them reading "no coverage" or the diner being sent to a branch that refuses the order at checkout.
 */

/** A delivery zone with what the check needs of the branch serving it: its services and its clock. */
export type CoverageZone = DeliveryZone & {
  supplier_slug: string;
  supplier_services: readonly string[];
  opening_hours: readonly OpeningPeriod[];
  timezone: string;
};

export type Coverage<Z> =
  /** no zone reaches the address */
  | { covered: false; reason: "no_coverage" }
  /** the brand delivers nowhere, or no branch reaching the address delivers */
  | { covered: false; reason: "delivery_not_active" }
  /** the zone takes the order (null), or takes it from another branch than the one of the diner's cart */
  | { covered: true; reason: null | "wrong_branch"; zone: Z }
  /** a scheduled delivery, but the branches reaching the address deliver only for now */
  | { covered: true; reason: "no_schedule"; zone: Z }
  /** an order for now, but every branch delivering there is closed; opensAt is when the zone's branch opens */
  | { covered: true; reason: "no_branches_open"; zone: Z; opensAt: OpeningState["opensAt"] };

export type CoverageReason = Exclude<Coverage<unknown>["reason"], null>;

export interface CoverageAsk {
  service: DeliveryService;
  /** the branch of the diner's cart, when it holds anything: kept when it reaches the address */
  cartBranch: string | null;
  now: Date;
}

const offers = (service: string) => (zone: CoverageZone) => zone.supplier_services.includes(service);
const delivers = (zone: CoverageZone) => zone.active && DELIVERY_SERVICES.some((service) => zone.supplier_services.includes(service));

/**
 * Among the zones covering `at` whose branch offers the service and can take it now (a scheduled order is for
 * later, so hours do not bar it), the cart's branch is kept if it is one of them: the diner's cart is never moved
 * to another branch unasked. Otherwise zones are picked as findDeliveryZone picks.
 */
export function deliveryCoverage<Z extends CoverageZone>(at: LatLng, zones: readonly Z[], { service, cartBranch, now }: CoverageAsk): Coverage<Z> {
  const offering = zones.filter(offers(service));
  const open = offering.filter((zone) => !ordersNow(service, zone, now).closed);
  const own = cartBranch ? findDeliveryZone(at, open.filter((zone) => zone.supplier_slug === cartBranch)) : null;
  if (own) return { covered: true, reason: null, zone: own };
  const zone = findDeliveryZone(at, open);
  if (zone) return { covered: true, reason: cartBranch ? "wrong_branch" : null, zone };
  // The diner may schedule instead: a closed branch that schedules is named before one that does not.
  const closed = findZoneForService(at, offering, "schedule");
  if (closed) return { covered: true, reason: "no_branches_open", zone: closed, opensAt: ordersNow(service, closed, now).opensAt };
  const forNow = service === "schedule" ? findDeliveryZone(at, zones.filter(offers("delivery"))) : null;
  if (forNow) return { covered: true, reason: "no_schedule", zone: forNow };
  if (findDeliveryZone(at, zones)) return { covered: false, reason: "delivery_not_active" };
  return { covered: false, reason: zones.some(delivers) ? "no_coverage" : "delivery_not_active" };
}
