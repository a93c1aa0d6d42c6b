import type { Bill } from "./split-bill-types";

/**
 * A round the diner sent and wants back (product §8 "error modifying or removing product"): it can be withdrawn
 * while the kitchen has not touched it — still "received" — and never after. A withdrawn round answers a second
 * withdrawal as done (a retry after a lost answer), not as a refusal.
 */
export type RoundWithdrawal = "allowed" | "withdrawn" | "accepted";

/** Where a round stands for a withdrawal, from its order's progress (lib/domain/orders/transaction-status.ts ORDER_PROGRESS). */
export function roundWithdrawal(progress: string): RoundWithdrawal {
  if (progress === "received") return "allowed";
  return progress === "canceled" ? "withdrawn" : "accepted";
}

/** What refuses a withdrawal the kitchen would allow: the tab, or the money already promised against the round. */
export type RoundTabRefusal = "tab_closed" | "round_in_part";

/**
 * Whether the tab lets a round go: the tab is open, and no part paid or held leans on the round. A part for items
 * elsewhere on the bill keeps its worth; one that claims the round's lines, or one whose amount was measured on the
 * whole bill (the balance, an equal share, a typed amount), would be left paying for what is no longer there.
 */
export function roundTabRefusal(bill: Bill, roundLineIds: readonly string[]): RoundTabRefusal | null {
  if (bill.status !== "open") return "tab_closed";
  const leans = bill.parts.some((part) => part.way !== "items" || part.claims.some((claim) => roundLineIds.includes(claim.lineId)));
  return leans ? "round_in_part" : null;
}
