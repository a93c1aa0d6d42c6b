import { isOnlineMethod, type PaymentMethod } from "../payments/payment-methods";
import { billBalance, sharesTaken } from "./split-bill";
import type { Bill, BillPart } from "./split-bill-types";
import { claimItems } from "./split-bill-items";

/*
 * Who may settle a part of a table's tab, and how (lib/server/tabs/settle-part.ts). A part is held while its money
 * is on its way, then paid or released. Money paid in person is confirmed by staff; money paid online by the
 * gateway's events alone. Anyone may give up a held part that has not been paid — its payer, staff, or the sweep
 * once the hold ran out — so no part can hold a table's balance for ever; an online part is released only after
 * the gateway was asked (the caller's duty), and a payment approved after all re-takes its released part.
 */

export type TabPartState = "held" | "paid" | "released";
export type PartSettler = "gateway" | "staff" | "payer" | "sweep";

/** How long an online part may wait for its payment when the branch's file says nothing, in minutes. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;

/** The branch file's bounds for that wait: long enough for a bank's PSE page, short enough for a table. */
export const PAYMENT_HOLD_MINUTES = { min: 5, max: 120 } as const;

/**
 * Whether `by` may settle a part in `state`, paid with `method`, as `to`: true, or why not. A gateway's late
 * approval of a part already released is "retake": it pays the part again only if the bill still has room.
 */
export function partSettlement(part: { method: string; state: TabPartState }, to: "paid" | "released", by: PartSettler): "ok" | "retake" | "part_settled" | "not_settler" {
  const online = isOnlineMethod(part.method as PaymentMethod);
  if (part.state !== "held") return online && by === "gateway" && to === "paid" && part.state === "released" ? "retake" : "part_settled";
  if (by === "gateway") return online ? "ok" : "not_settler";
  if (to === "released") return by === "sweep" && !online ? "not_settler" : "ok";
  // paid: in person, confirmed by staff; online, only by the gateway
  return by === "staff" && !online ? "ok" : "not_settler";
}

/** Whether a held online part has waited longer than its branch's hold, so the sweep gives its share back. */
export function holdExpired(part: { method: string; state: TabPartState; createdAt: Date }, holdMinutes: number, now: Date): boolean {
  return part.state === "held" && isOnlineMethod(part.method as PaymentMethod) && now.getTime() - part.createdAt.getTime() > holdMinutes * 60_000;
}

/**
 * Whether a released part could be taken again as it was — the bill still open, its amount within the balance, its
 * items and equal shares still free — so a payment approved after its part was released pays that part after all.
 */
export function partFitsAgain(bill: Bill, part: BillPart): boolean {
  if (bill.status !== "open" || part.amount > billBalance(bill)) return false;
  if (part.way === "items") return claimItems(bill, part.claims, billBalance(bill)).ok;
  if (part.way === "equal" && part.equal) return sharesTaken(bill, part.equal.among) + part.equal.shares <= part.equal.among;
  return true;
}
