import { isAdult, parseBirthDate } from "./age";
import { findDeliveryZone, type DeliveryZone, type LatLng } from "../location/delivery-zone";
import { openingState, type OpeningPeriod } from "../brand/opening-hours";
import type { OpeningState } from "../brand/opening-timeline";
import type { ServiceKey } from "../brand/services";

/*
 * Rules an order must meet that the browser also shows, enforced again by the server: the
 * screens are a courtesy, these are the gate.
 */

/**
 * Product §8 "no branches open": an order for now needs its branch open now, by the branch's own clock. A
 * scheduled order is for later: its slot is checked against the hours instead.
 */
export function isClosedForOrdersNow(service: ServiceKey, branch: BranchClock, now: Date): boolean {
  return ordersNow(service, branch, now).closed;
}

type BranchClock = { opening_hours: readonly OpeningPeriod[]; timezone: string };

/** Whether an order for now is refused (branch_closed) and, if so, when the branch opens next (null: not this week). */
export interface OrdersNow {
  closed: boolean;
  opensAt: OpeningState["opensAt"];
}

const NOT_CLOSED: OrdersNow = Object.freeze({ closed: false, opensAt: null });

export function ordersNow(service: ServiceKey, branch: BranchClock, now: Date): OrdersNow {
  if (service === "schedule") return NOT_CLOSED;
  return ordersNowOf(service, openingState(branch.opening_hours, branch.timezone, now));
}

/** The same verdict from the branch's opening state at that moment (a cached page's browser reads it from openingAt). */
export function ordersNowOf(service: ServiceKey, state: OpeningState): OrdersNow {
  return service === "schedule" || state.open ? NOT_CLOSED : { closed: true, opensAt: state.opensAt };
}

/**
 * Product §8 "no coverage": a delivery goes to the address's point on the map, which must lie in the zone the
 * order names (the zone sets the fee). An address without a point cannot be placed in any zone.
 */
export function zoneCovers(zone: DeliveryZone, point: Partial<LatLng> | undefined): boolean {
  if (point?.lat === undefined || point.lng === undefined) return false;
  return findDeliveryZone({ lat: point.lat, lng: point.lng }, [zone]) !== null;
}

export type AgeRefusal = "age_required" | "underage";

/**
 * Product §5's age gate on the server: an order with alcohol carries the diner's birth date (given at the
 * gate), which must be a real date of an adult on `today`. Null when the order may go ahead.
 */
export function ageRefusal(hasAlcohol: boolean, birthDate: string | undefined, today: Date): AgeRefusal | null {
  if (!hasAlcohol) return null;
  if (!birthDate || !parseBirthDate(birthDate, today)) return "age_required";
  return isAdult(birthDate, today) ? null : "underage";
}
