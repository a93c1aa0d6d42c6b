import type { FloorPlace, FloorPlaceJson } from "@/lib/domain/tabs/floor";
import type { BookingStatus } from "@/lib/domain/bookings/booking";
import type { StaffBooking } from "@/lib/domain/bookings/booking-view";
import type { AvailabilityProductWire } from "@/lib/domain/menu/menu-availability";
import type { Currency } from "@/lib/domain/money/currency";
import type { BoardOrder, BoardOrderView } from "@/lib/domain/orders/order-board-wire";
import type { OrderProgress } from "@/lib/domain/orders/transaction-status";
import { boardOrderFromWire, floorPlaceFromWire, operatorTabFromWire, type OperatorTab, type StaffAccountWire } from "@/lib/domain/staff/staff-wire";
import type { StaffBillKind } from "@/lib/domain/tabs/staff-bill";
import type { OperatorWaiterCall } from "@/lib/domain/tabs/waiter-call";
import type { BranchTable } from "@/lib/domain/bookings/table-seating";
import type { StaffWaitlistEntry } from "@/lib/domain/bookings/waitlist-view";
import { answerOf, callApi, jsonBody } from "./api-failure";
import { fetchVersioned } from "./versioned";

/*
 * The staff console's calls. The session is the httpOnly cookie the sign-in sets; the browser sends
 * the page's Origin with every change, which is the console's CSRF proof (lib/server/staff/same-origin.ts).
 * Answers with money are read here, once, into Minor (lib/domain/staff/staff-wire.ts): the screens never see
 * major units.
 */

export async function signInStaff(email: string, password: string): Promise<StaffAccountWire> {
  const { account } = await answerOf<{ account: StaffAccountWire }>(await callApi("/api/staff/session", jsonBody("POST", { email, password })));
  return account;
}

export async function signOutStaff(everywhere = false): Promise<void> {
  const response = await callApi(everywhere ? "/api/staff/sessions" : "/api/staff/session", { method: "DELETE" });
  if (!response.ok) await answerOf(response);
}

/** The branch's live orders (lib/domain/orders/order-board.ts), polled cheaply with If-None-Match. */
export async function fetchBoard(branch: string): Promise<BoardOrderView[]> {
  return fetchVersioned(`/api/v1/operator/orders?supplier=${encodeURIComponent(branch)}`, ({ orders }: { orders: BoardOrder[] }) => orders.map(boardOrderFromWire));
}

/** Moves an order to `progress` (the board offers its service's next step). */
export async function moveOrder(id: number, progress: OrderProgress): Promise<void> {
  await answerOf(await callApi(`/api/v1/operator/orders/${id}`, jsonBody("PATCH", { progress })));
}

/** Confirms an order's in-person payment (approved) or says the diner did not pay (declined). */
export async function settleOrderPayment(id: number, status: "approved" | "declined"): Promise<void> {
  await answerOf(await callApi(`/api/v1/operator/orders/${id}`, jsonBody("PATCH", { status })));
}

/** The branch's open waiter calls, oldest first. */
export async function fetchWaiterCalls(branch: string): Promise<OperatorWaiterCall[]> {
  const { calls } = await answerOf<{ calls: OperatorWaiterCall[] }>(await callApi(`/api/v1/operator/waiter-calls?supplier_id=${encodeURIComponent(branch)}&status=open`));
  return calls;
}

/** Staff take a call: the diner's phone shows them on the way. */
export async function acknowledgeCall(id: number): Promise<void> {
  await answerOf(await callApi(`/api/v1/operator/waiter-calls/${id}`, jsonBody("PATCH", { status: "acknowledged" })));
}

/** The open tabs of the account's branches, oldest first. */
export async function fetchOpenTabs(): Promise<OperatorTab[]> {
  const { tabs } = await answerOf<{ tabs: OperatorTab<number>[] }>(await callApi("/api/v1/operator/tabs"));
  return tabs.map(operatorTabFromWire);
}

/** Staff confirm a part paid in person (cash, dataphone, room charge), or let it go when the payer did not pay. */
export async function settleTabPart(id: number, state: "paid" | "released"): Promise<{ closed: boolean }> {
  const { tab } = await answerOf<{ tab: { closed: boolean } }>(await callApi(`/api/v1/operator/tab-parts/${id}`, jsonBody("PATCH", { state })));
  return tab;
}

/** The branch's floor: every place, free or with its open tab and its open waiter call, polled cheaply with If-None-Match; amounts in the brand's `currency`. */
export async function fetchFloor(branch: string, currency: Currency): Promise<FloorPlace[]> {
  return fetchVersioned(`/api/v1/operator/floor?supplier=${encodeURIComponent(branch)}`, ({ places }: { places: FloorPlaceJson[] }) => places.map((place) => floorPlaceFromWire(place, currency)));
}

/**
 * Staff close a tab: the table is free again and its phones see the tab close. Without a reason only once nothing
 * is owed; with one, whatever is still due (the reason goes to the activity log).
 */
export async function closeTab(id: number, reason?: string): Promise<void> {
  const response = await callApi(`/api/v1/operator/tabs/${id}`, jsonBody("PATCH", { status: "closed", ...(reason && { reason }) }));
  if (!response.ok) await answerOf(response);
}

/**
 * Staff enter a bill for a table or room by its code (product §2 solo-pago): it joins the place's open tab, and the
 * phones at the place pay it. Lines in major units, as the form checked them (lib/domain/tabs/staff-bill.ts).
 */
export async function enterStaffBill(branch: string, place: { kind: StaffBillKind; code: string }, lines: { label: string; quantity: number; unit_price: number }[]): Promise<void> {
  await answerOf(await callApi("/api/v1/operator/tabs", jsonBody("POST", { supplier: branch, place, lines })));
}

/** The host sits a walk-in of `persons` (called `name`, if given) at a free table, from the floor. */
export async function seatWalkIn(branch: string, table: string, persons: number, name?: string): Promise<void> {
  await answerOf(await callApi("/api/v1/operator/floor/party", jsonBody("POST", { supplier: branch, place: table, persons, ...(name && { name }) })));
}

/** The party at `table` left without a tab: the table is free again. */
export async function freeTable(branch: string, table: string): Promise<void> {
  await answerOf(await callApi(`/api/v1/operator/floor/party?supplier=${encodeURIComponent(branch)}&place=${encodeURIComponent(table)}`, { method: "DELETE" }));
}

/** Where the branch's printable QR sheet is: one card per place of that branch, in `lang`. */
export const qrSheetUrl = (branch: string, lang: string) => `/api/v1/operator/places/sheet?supplier=${encodeURIComponent(branch)}&lang=${encodeURIComponent(lang)}`;

/** What a branch sells and what of it is sold out ("86"), labels in the console's language. */
export async function fetchAvailability(branch: string, lang: string): Promise<AvailabilityProductWire[]> {
  const { products } = await answerOf<{ products: AvailabilityProductWire[] }>(
    await callApi(`/api/v1/operator/menu?supplier=${encodeURIComponent(branch)}&lang=${encodeURIComponent(lang)}`),
  );
  return products;
}

/** Marks a product (as sold at its branch) sold out or back, and/or sets its units left (null: unlimited). */
export async function changeProductAvailability(id: number, change: { sold_out?: boolean; stock?: number | null }): Promise<void> {
  const response = await callApi(`/api/v1/operator/menu/products/${id}`, jsonBody("PATCH", change));
  if (!response.ok) await answerOf(response);
}

/** Marks an option sold out or back at `branch`. */
export async function changeOptionAvailability(id: number, branch: string, soldOut: boolean): Promise<void> {
  const response = await callApi(`/api/v1/operator/menu/options/${id}`, jsonBody("PATCH", { supplier: branch, sold_out: soldOut }));
  if (!response.ok) await answerOf(response);
}

/** The branch's bookings of a branch-local date (the host stand), polled cheaply with If-None-Match. */
export async function fetchBookingsOn(branch: string, date: string): Promise<StaffBooking[]> {
  const query = new URLSearchParams({ supplier: branch, date });
  return fetchVersioned(`/api/v1/operator/bookings?${query}`, ({ bookings }: { bookings: StaffBooking[] }) => bookings);
}

/** Approves, confirms, seats (at `table`), declines or marks a booking a no-show (lib/domain/bookings/host-stand.ts staffMovesFor). */
export async function moveBooking(id: number, status: BookingStatus, table?: string): Promise<void> {
  await answerOf(await callApi(`/api/v1/operator/bookings/${id}`, jsonBody("PATCH", { status, place: table })));
}

/** The branch's walk-in line and the tables to seat it at, polled cheaply with If-None-Match. */
export async function fetchWaitlist(branch: string): Promise<{ entries: StaffWaitlistEntry[]; tables: BranchTable[] }> {
  return fetchVersioned(`/api/v1/operator/waitlist?supplier=${encodeURIComponent(branch)}`, (body: { entries: StaffWaitlistEntry[]; tables: BranchTable[] }) => body);
}

/** Calls a party to `table`: the one named, or the first in line who fits it; its phone shows the table at once. */
export async function seatParty(branch: string, table: string, entryId?: number): Promise<void> {
  await answerOf(await callApi("/api/v1/operator/waitlist/seat", jsonBody("POST", { supplier: branch, place: table, entry_id: entryId })));
}
