import type { ServiceKey } from "../brand/services";

/** Product §3 supplier.on_table_class. */
export const ON_TABLE_CLASSES = ["basic", "checkout", "checkout_plazoleta", "checkout_no_incremental"] as const;
export type OnTableClass = (typeof ON_TABLE_CLASSES)[number];

/** Where an on-table diner is: the branch's mode, and whether the order goes to a hotel room (on_table + room). */
export interface TableContext {
  onTableClass: OnTableClass;
  room: boolean;
}

/**
 * Product §4: payment is mandatory for no_incremental, plazoleta and room service — the order is paid before it
 * is prepared. Basic has no ordering from the phone, and checkout's tab is paid at the end.
 */
export function isPaymentMandatory({ onTableClass, room }: TableContext): boolean {
  return room || onTableClass === "checkout_no_incremental" || onTableClass === "checkout_plazoleta";
}

/**
 * Product §4 and §5: checkout and no_incremental need a table id (the table's QR), room service a room; a food
 * court (plazoleta) serves at the counter, and basic only shows the menu.
 */
export function needsPlaceId({ onTableClass, room }: TableContext): boolean {
  return room || onTableClass === "checkout" || onTableClass === "checkout_no_incremental";
}

/**
 * Whether an order must name its place, the QR's token (product §8 "scan the QR code"): a seat at the cinema, a hotel
 * room, and a table in the modes that need one. The server refuses one without it (place_required); the menu and
 * the cart say so first.
 */
export function orderNeedsPlace(service: ServiceKey, onTableClass: OnTableClass): boolean {
  if (service === "cinema" || service === "room_service") return true;
  return service === "on_table" && needsPlaceId({ onTableClass, room: false });
}

/** Product §4: in checkout mode every round must be sent to prepare, and it joins the table's one open tab. */
export function roundsJoinTab({ onTableClass, room }: TableContext): boolean {
  return !room && onTableClass === "checkout";
}

/**
 * Product §2 solo-pago: a branch with tables or hotel rooms offers paying the place's bill from the phone — a bill
 * staff entered included, so a basic-mode table (which orders through the waiter) still pays from the phone.
 */
export function offersPayOnly(services: readonly ServiceKey[]): boolean {
  return services.includes("on_table") || services.includes("room_service");
}

/**
 * Where a place's menu leads to its open tab: checkout mode's table to the tab its rounds join; every other place
 * (a bill staff entered, in basic mode above all) to pay-only.
 */
export function tabEntry(context: TableContext): "tab" | "pay_only" {
  return roundsJoinTab(context) ? "tab" : "pay_only";
}

/** Product §4: basic (the default) is the digital menu alone; ordering goes through the waiter. */
export function ordersFromPhone({ onTableClass, room }: TableContext): boolean {
  return room || onTableClass !== "basic";
}

/**
 * Product §2: the call-waiter control shows only in checkout-type or non-incremental modes, with a table id,
 * outside room service and outside loading, and never for a brand that switches it off.
 */
export function showsCallWaiter(context: TableContext & { tableId: string | null; loading: boolean; brandAllowsCallWaiter: boolean }): boolean {
  const { onTableClass, room, tableId, loading, brandAllowsCallWaiter } = context;
  return onTableClass.startsWith("checkout") && !!tableId && !room && !loading && brandAllowsCallWaiter;
}

/**
 * What a QR place allows: a table follows its branch's mode; a hotel room is room service; a
 * cinema seat orders to the seat and, like room service, pays before anything is prepared.
 */
export function placeContext(kind: "table" | "room" | "seat", onTableClass: OnTableClass): TableContext {
  if (kind === "room") return { onTableClass, room: true };
  if (kind === "seat") return { onTableClass: "checkout_no_incremental", room: false };
  return { onTableClass, room: false };
}

/** A branch's stored mode as a known one: anything unknown is the default, basic, which orders nothing from the phone. */
export function onTableClassOf(value: string): OnTableClass {
  return ON_TABLE_CLASSES.find((mode) => mode === value) ?? "basic";
}

/**
 * The services ordered from a table or a room: the only carts whose action depends on the branch's on-table
 * mode (components/on-table/at-table-action.tsx); every other service goes on to the precheckout.
 */
export function ordersAtPlace(service: ServiceKey): boolean {
  return service === "on_table" || service === "room_service";
}

/**
 * The services the precheckout serves: delivery, take-away and scheduled delivery, and the in-venue orders
 * paid before they are prepared (product §4) — room service, grab-and-go, cinema seats and the tables of the
 * no_incremental and plazoleta modes. Checkout mode's rounds join the table's tab, basic mode orders through
 * the waiter, and bookings have their own flow.
 */
export function paysAtPrecheckout(service: ServiceKey, onTableClass: OnTableClass): boolean {
  if (service === "on_table") return isPaymentMandatory({ onTableClass, room: false });
  return service !== "book";
}

/** The kitchen's moves an unpaid order may still make: none that prepares it. */
const BEFORE_PREPARING: readonly string[] = ["received", "on_hold", "canceled"];

/**
 * Product §4: no_incremental and plazoleta tables, room service, grab-and-go and cinema seats pay first —
 * such an order is paid before it is prepared. In-venue orders placed through the checkout
 * are exactly these — basic mode takes none and checkout mode's rounds join a tab, paid at the end.
 */
export function paysBeforePreparing(order: { service: string; tabId: number | null }): boolean {
  return ["room_service", "grab_and_go", "cinema"].includes(order.service) || (order.service === "on_table" && order.tabId === null);
}

/** Whether an order may move to `progress`: one that pays first, only once paid (or to a step before preparing). */
export function mayPrepare(order: { service: string; tabId: number | null; status: string }, progress: string): boolean {
  return !paysBeforePreparing(order) || order.status === "approved" || BEFORE_PREPARING.includes(progress);
}
