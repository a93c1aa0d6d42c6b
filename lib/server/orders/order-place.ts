import "server-only";
import { randomInt } from "node:crypto";
import { ApiError } from "@/lib/domain/http/api-errors";
import { onTableClassOf, orderNeedsPlace, ordersFromPhone, placeContext, roundsJoinTab } from "@/lib/domain/tabs/on-table";
import { placeService } from "@/lib/domain/tabs/places";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { findOrderingPlace, type OrderingPlace } from "../dal/places";

/** The services served where the diner is: at a table or its counter, in a hotel room, at a seat. */
const IN_VENUE: readonly ServiceKey[] = ["on_table", "room_service", "grab_and_go", "cinema"];

/**
 * The place an in-venue order goes to, checked by the server as the screens check it (product §4, §5): the QR
 * token must name a place of this branch whose kind serves the service (a table, a room for room service, a
 * seat at the cinema); basic mode takes no order from the phone and checkout mode takes rounds on the
 * table's tab instead; a mode that needs a table or room refuses an order without one (product §8 "scan the QR
 * code"). Other services go to no place. Null when the order has none.
 */
export async function orderPlace(instanceId: number, supplier: { id: number; on_table_class: string }, service: ServiceKey, token: string | undefined): Promise<OrderingPlace | null> {
  if (!IN_VENUE.includes(service)) return null;
  const place = token === undefined ? null : await findOrderingPlace(instanceId, token);
  if (token !== undefined && (!place || place.supplier.id !== supplier.id || (service !== "grab_and_go" && placeService(place.kind) !== service))) {
    throw new ApiError("not_found", "No table, room or seat of this branch with that code");
  }
  if (service === "grab_and_go") return place;
  const onTableClass = onTableClassOf(supplier.on_table_class);
  const context = placeContext(service === "room_service" ? "room" : service === "cinema" ? "seat" : "table", onTableClass);
  if (!ordersFromPhone(context)) throw new ApiError("ordering_unavailable", "Orders at this branch go through the waiter (basic mode)");
  if (roundsJoinTab(context)) throw new ApiError("ordering_unavailable", "At this branch a table sends rounds to its tab (POST /api/v1/places/{token}/rounds)");
  if (orderNeedsPlace(service, onTableClass) && !place) throw new ApiError("place_required", "This order needs the table, room or seat from its QR code");
  return place;
}

// No 0/O or 1/I: a code read aloud across a counter.
const PICKUP_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** What a grab-and-go diner shows at the counter: four characters, easy to read and to say. */
export function pickupCode(): string {
  return Array.from({ length: 4 }, () => PICKUP_ALPHABET[randomInt(PICKUP_ALPHABET.length)]).join("");
}
