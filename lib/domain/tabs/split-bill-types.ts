import type { Minor } from "../money/minor";

/*
 * A split bill as its rules read it (split-bill.ts, split-bill-items.ts): the lines, the parts paid or held
 * against them, what a payer asks for and why a part is refused. Apart from the rules so that both read it.
 */

/** The most payers an equal split takes, and the most fractions one item is shared in. */
export const MAX_SPLIT_PARTS = 50;

export interface BillLine {
  id: string;
  label: string;
  quantity: number;
  unitPrice: Minor;
  /** unitPrice × quantity */
  total: Minor;
}

/** `numerator` / `denominator` units of a line: 1/1 of a dish, 2/1 of four beers, 1/3 of one bottle. */
export interface ItemClaim {
  lineId: string;
  numerator: number;
  denominator: number;
}

export interface ClaimedItem extends ItemClaim {
  /** what this claim added to the part (split-bill-items.ts) */
  amount: Minor;
}

export const PART_WAYS = ["full", "equal", "items", "custom"] as const;
export type PartWay = (typeof PART_WAYS)[number];

/**
 * A payment against the tab. "held" is a part promised but not yet settled (a gateway payment under way, or
 * cash or dataphone the waiter has not confirmed): it already counts against the balance, so nobody else can
 * pay the same share meanwhile; the server removes a held part whose payment fails.
 */
export type PartState = "held" | "paid";

export interface BillPart {
  way: PartWay;
  amount: Minor;
  state: PartState;
  /** an equal part: the N it was split among and how many of the N shares it paid; otherwise null */
  equal: { among: number; shares: number } | null;
  /** an items part: what it claimed, in the order claimed; otherwise empty */
  claims: readonly ClaimedItem[];
}

export interface Bill {
  status: "open" | "closed";
  lines: readonly BillLine[];
  /** the sum of the line totals (billFromLines) */
  total: Minor;
  /** held and paid parts, in the order the server accepted them */
  parts: readonly BillPart[];
}

/** What a payer asks to pay. */
export type PartRequest =
  /** the whole balance: "pay what's left" */
  | { way: "full" }
  /** the next `shares` (default 1) of `among` equal shares of the bill */
  | { way: "equal"; among: number; shares?: number }
  /** lines, units of a line, or fractions of a shared item */
  | { way: "items"; claims: readonly ItemClaim[] }
  /** an amount the payer typed, in minor units */
  | { way: "custom"; amount: Minor };

/** Why a part is refused; typed so the API can answer each with its own error code. */
export const SPLIT_REFUSALS = [
  "tab_closed",
  "nothing_due",
  "above_balance",
  "amount_too_small",
  "invalid_split",
  "shares_taken",
  "no_items",
  "unknown_item",
  "invalid_fraction",
  "item_claimed",
  "claim_exceeds_item",
] as const;
export type SplitRefusal = (typeof SPLIT_REFUSALS)[number];

export type PartAllocation = { ok: true; part: BillPart } | { ok: false; code: SplitRefusal };
