import { showsCallWaiter, type OnTableClass } from "./on-table";
import type { PlaceKind } from "./places";

/** Why a diner calls: optional, so one tap is enough. */
export const WAITER_CALL_REASONS = ["bill", "help", "cutlery"] as const;
export type WaiterCallReason = (typeof WAITER_CALL_REASONS)[number];

export const WAITER_CALL_STATUSES = ["open", "acknowledged"] as const;
export type WaiterCallStatus = (typeof WAITER_CALL_STATUSES)[number];

/**
 * After staff acknowledge a call, the table waits this long before it can call again: the waiter is on the
 * way, and a second tap in the meantime would only page them twice.
 */
export const WAITER_CALL_COOLDOWN_SECONDS = 60;

/** How often the diner's screen asks for the call's state (a 304 while nothing changed). */
export const WAITER_CALL_POLL_MS = 3000;

/** A call as the API answers it, to the diner's screen and to the operator. */
export interface WaiterCall {
  id: number;
  status: WaiterCallStatus;
  reason: WaiterCallReason | null;
  created_at: string;
  acknowledged_at: string | null;
}

/** A call in the operator's list (GET /api/v1/operator/waiter-calls): where it comes from and how long it has waited. */
export interface OperatorWaiterCall extends WaiterCall {
  age_seconds: number;
  /** the place's QR token: which place of the floor view the call is */
  place: { kind: PlaceKind; code: string; zone: string | null; token: string };
  supplier: { id: number; slug: string; name: string };
}

/** The latest call of a place, as far as the call rules need it. */
export interface LatestCall {
  status: WaiterCallStatus;
  acknowledgedAt: Date | null;
}

/**
 * What a tap does given the place's latest call: an open call stands ("existing"), an acknowledged one
 * within the cooldown stands too ("cooldown", with the seconds left), and otherwise a new call is made.
 */
export function nextCallAction(latest: LatestCall | null, now: Date): { action: "new" } | { action: "existing" } | { action: "cooldown"; retryAfterSeconds: number } {
  if (!latest) return { action: "new" };
  if (latest.status === "open") return { action: "existing" };
  const elapsed = latest.acknowledgedAt ? (now.getTime() - latest.acknowledgedAt.getTime()) / 1000 : Infinity;
  if (elapsed < WAITER_CALL_COOLDOWN_SECONDS) return { action: "cooldown", retryAfterSeconds: Math.ceil(WAITER_CALL_COOLDOWN_SECONDS - elapsed) };
  return { action: "new" };
}

/**
 * Whether a place can call the waiter at all: the product §2 rule (showsCallWaiter) for a place that a QR code
 * names — a table, not a hotel room or cinema seat — at a branch whose brand has not switched it off.
 */
export function placeCanCallWaiter(place: { kind: PlaceKind; code: string; onTableClass: OnTableClass; callWaiter: boolean }): boolean {
  return showsCallWaiter({
    onTableClass: place.onTableClass,
    room: place.kind !== "table",
    tableId: place.kind === "table" ? place.code : null,
    loading: false,
    brandAllowsCallWaiter: place.callWaiter,
  });
}
