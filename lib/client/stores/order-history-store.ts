import { persistedStore } from "./persisted-store";
import type { ServiceKey } from "@/lib/domain/brand/services";

/** An order placed on this device: enough to list it and to read it back with its access token. */
export interface DeviceOrder {
  id: number;
  token: string;
  supplierSlug: string;
  createdAt: string;
  /** the service it was placed for (absent on orders kept before it was recorded) */
  service?: ServiceKey;
}

export interface OrderHistoryState {
  orders: DeviceOrder[];
  /** Newest first; placing the same order twice (an idempotent replay) keeps one entry. */
  remember: (order: DeviceOrder) => void;
  /** Orders the diner placed elsewhere (their profile's, on another device) join the list; the newest are kept. */
  merge: (orders: DeviceOrder[]) => void;
}

/** How many orders a device keeps: a year of weekly orders, and a bound on localStorage. */
export const DEVICE_ORDERS_KEPT = 50;

/** The orders this device placed at a brand (product §2 /orders and /history-my-orders). */
export function createOrderHistoryStore(instanceSlug: string) {
  return persistedStore<OrderHistoryState>(`comanda:${instanceSlug}:orders`, "localStorage", (set) => ({
    orders: [],
    remember: (order) =>
      set((state) => ({ orders: [order, ...state.orders.filter((o) => o.id !== order.id)].slice(0, DEVICE_ORDERS_KEPT) })),
    merge: (orders) =>
      set((state) => {
        const known = new Set(state.orders.map((o) => o.id));
        const joined = [...state.orders, ...orders.filter((o) => !known.has(o.id))];
        if (joined.length === state.orders.length) return state;
        return { orders: joined.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, DEVICE_ORDERS_KEPT) };
      }),
  }));
}
