import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { CartLine } from "@/lib/domain/cart/cart";
import type { CheckoutBody } from "@/lib/domain/checkout/checkout-body";
import type { PolygonArea } from "@/lib/domain/location/delivery-zone";
import { ageRefusal, isClosedForOrdersNow, zoneCovers } from "@/lib/domain/orders/order-rules";
import { calendarDateAt } from "@/lib/domain/time/zoned-time";
import type { polygons } from "../db/schema";
import type { Supplier } from "../dal/suppliers";

/*
 * The checkout's server-side rules of lib/domain/orders/order-rules.ts, each turned into the refusal the API
 * answers with. createOrder calls them; each throws an ApiError or returns nothing.
 */

export function refuseClosedBranch(supplier: Pick<Supplier, "opening_hours" | "timezone" | "slug">, service: CheckoutBody["service"], now: Date): void {
  if (isClosedForOrdersNow(service, supplier, now)) throw new ApiError("branch_closed", `Branch "${supplier.slug}" is closed now; schedule the order instead`);
}

export function refuseUnderage(lines: readonly Pick<CartLine, "isAlcoholic">[], birthDate: string | undefined, timezone: string, now: Date): void {
  // The diner's age on the branch's calendar, as the age gate counts it in the diner's own.
  const refusal = ageRefusal(lines.some((line) => line.isAlcoholic), birthDate, calendarDateAt(now, timezone));
  if (refusal === "age_required") throw new ApiError("age_required", "An order with alcohol needs the diner's birth date (birth_date, YYYY-MM-DD)");
  if (refusal === "underage") throw new ApiError("underage", "Alcohol is not sold to minors");
}

export function refuseUncoveredAddress(zone: typeof polygons.$inferSelect, address: CheckoutBody["address"]): void {
  const area = { id: zone.id, supplier_id: zone.supplierId, delivery_price: zone.deliveryPrice, minimum_order_value: zone.minimumOrderValue, active: zone.active, area: zone.area as PolygonArea };
  if (!zoneCovers(area, address)) throw new ApiError("no_coverage", "The address's point (address.lat, address.lng) is not in the delivery zone the order names");
}
