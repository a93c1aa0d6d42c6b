import { persistedStore } from "./persisted-store";
import type { Address } from "@/lib/domain/location/address";
import { ZERO, type Minor } from "@/lib/domain/money/minor";

/** Product §3 polygon: the delivery zone the diner's address fell in; empty for take-away (product §4). */
export interface PolygonState {
  id: number | null;
  delivery_price: Minor;
  minimum_order_value: Minor;
  supplier_id: number | null;
  /** the address that fell in the zone: the checkout delivers there */
  address: Address | null;
  setZone: (zone: { id: number; delivery_price: Minor; minimum_order_value: Minor; supplier_id: number; address: Address }) => void;
  reset: () => void;
}

const empty = { id: null, delivery_price: ZERO, minimum_order_value: ZERO, supplier_id: null, address: null };

export function createPolygonStore(instanceSlug: string) {
  return persistedStore<PolygonState>(`comanda:${instanceSlug}:polygon`, "localStorage", (set) => ({
    ...empty,
    setZone: (zone) => set(zone),
    reset: () => set(empty),
  }));
}
