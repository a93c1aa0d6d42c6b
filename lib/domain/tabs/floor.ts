import { boardColumn } from "../orders/order-board";
import type { Minor } from "../money/minor";
import type { PlaceKind } from "./places";
import type { SeatingSource } from "../bookings/table-seating";
import type { TabPartMethod, TabRoundView, TabView } from "./tab-view";

/**
 * The staff console's floor view (/staff/tables): every place of a branch as a card, free or with its
 * open tab — what is owed, what was paid and by whom, what the kitchen still owes the table — and its open
 * waiter call. Amounts are Minor in the app and major units on the wire (FloorPlaceJson; lib/domain/staff/staff-wire.ts).
 */
export interface FloorPart<Amount = Minor> {
  payer: string;
  method: TabPartMethod;
  amount: Amount;
  /** paid: the money is in; held: promised in person (or a gateway under way) and not yet confirmed */
  state: "paid" | "held";
}

export interface FloorTab<Amount = Minor> {
  id: number;
  opened_at: string;
  total: Amount;
  paid: Amount;
  held: Amount;
  /** what is still owed: total − paid − held */
  balance: Amount;
  parts: FloorPart<Amount>[];
  /** rounds the kitchen has not finished or delivered yet */
  rounds_to_prepare: { number: number; guest: string | null; progress: string }[];
  /** why staff may not close it yet (closeRefusal), null when it may be closed */
  close_refusal: CloseRefusal | null;
}

export interface FloorPlace<Amount = Minor> {
  kind: PlaceKind;
  code: string;
  zone: string | null;
  /** a seat's cinema room name and row */
  where: string | null;
  /** how many a table seats, when the brand file says */
  seats: number | null;
  tab: FloorTab<Amount> | null;
  /** the party the host sat at the table, until its tab closes or staff free it */
  party: FloorParty | null;
  /** the place's open waiter call, if any */
  call: { id: number; reason: string | null; created_at: string } | null;
}

export interface FloorParty {
  source: SeatingSource;
  /** the booking's or the waitlist's name; null for a walk-in seated without one */
  name: string | null;
  persons: number;
  since: string;
}

/** A place of the floor as GET /api/v1/operator/floor answers it: amounts in major units of the brand's currency. */
export type FloorPlaceJson = FloorPlace<number>;

/**
 * Where a table is in its service: free; seated (a party sits, nothing ordered yet); ordering (its tab has
 * rounds); paying (someone paid or promised a part, or the table asked for the bill).
 */
export const FLOOR_STATES = ["free", "seated", "ordering", "paying"] as const;
export type FloorState = (typeof FLOOR_STATES)[number];

export function floorState(place: Pick<FloorPlace<number>, "tab" | "party" | "call">): FloorState {
  const { tab } = place;
  if (tab && (tab.parts.length > 0 || place.call?.reason === "bill")) return "paying";
  if (tab && tab.total > 0) return "ordering";
  return tab || place.party ? "seated" : "free";
}

/** The reasons a tab may not be closed by staff: money still owed, or money promised and not yet confirmed. */
export type CloseRefusal = "tab_balance_due" | "tab_payment_held";

/**
 * Whether staff may close a tab by hand: only when nothing is owed — no balance left and no part still waiting
 * for its money (confirm or release it first); a tab settled by its payments closes by itself.
 */
export function closeRefusal(tab: { balance: number; held: number }): CloseRefusal | null {
  if (tab.balance > 0) return "tab_balance_due";
  if (tab.held > 0) return "tab_payment_held";
  return null;
}

/** The rounds still in the kitchen's hands (on the orders board): neither delivered nor finished nor canceled. */
export function roundsToPrepare(rounds: readonly TabRoundView[]): TabRoundView[] {
  return rounds.filter((round) => boardColumn(round.progress) !== null);
}

/** The floor's card of an open tab, from the tab as the phones read it (in either unit: the card keeps it). */
export function floorTab<Amount extends number>(tab: TabView<Amount>): FloorTab<Amount> {
  return {
    id: tab.id,
    opened_at: tab.opened_at,
    total: tab.total,
    paid: tab.paid,
    held: tab.held,
    balance: tab.balance,
    parts: tab.parts.map((part) => ({ payer: part.payer, method: part.method, amount: part.amount, state: part.state })),
    rounds_to_prepare: roundsToPrepare(tab.rounds).map(({ number, guest, progress }) => ({ number, guest, progress })),
    close_refusal: closeRefusal(tab),
  };
}
