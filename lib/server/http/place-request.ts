import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import { isPaymentMandatory, ordersFromPhone, placeContext, roundsJoinTab } from "@/lib/domain/tabs/on-table";
import type { PlaceModeView } from "@/lib/domain/tabs/tab-view";
import { findOrderingPlace, type OrderingPlace } from "../dal/places";

/**
 * The place a QR token names at this brand, or 404 — the same answer for unknown, foreign or switched-off
 * places; `settling` (reading and paying a tab) also finds a place switched off since its tab opened.
 */
export async function requirePlace(instanceId: number, token: string, options: { settling?: boolean } = {}): Promise<OrderingPlace> {
  const place = await findOrderingPlace(instanceId, token, options);
  if (!place) throw new ApiError("not_found", "No table, room or seat with that code");
  return place;
}

/** What the place's phone may do there (lib/domain/tabs/on-table.ts), as GET /api/v1/places/{token} answers it. */
export function placeMode(place: OrderingPlace): PlaceModeView {
  const context = placeContext(place.kind, place.onTableClass);
  return {
    kind: place.kind,
    code: place.code,
    zone: place.zone,
    supplier: place.supplier.slug,
    on_table_class: place.onTableClass,
    payment_mandatory: isPaymentMandatory(context),
    rounds_join_tab: roundsJoinTab(context),
    orders_from_phone: ordersFromPhone(context),
    call_waiter: place.callWaiter,
  };
}
