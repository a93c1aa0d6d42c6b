import { addMinor, minMinor, splitEvenly, subtractMinor, timesQuantity, type Minor } from "../money/minor";
import { claimItems } from "./split-bill-items";
import { MAX_SPLIT_PARTS, type Bill, type BillLine, type BillPart, type PartAllocation, type PartRequest, type PartWay } from "./split-bill-types";

/**
 * Splitting the bill (product §4 checkout mode): a table's tab paid in parts, from several phones, in full, equally among N, by
 * items (a shared item in fractions) or a custom amount. These are the rules only: the server applies them
 * to the tab inside one transaction (so two phones can never take the same share or item), the screens show
 * what they return. A part never exceeds the balance and every part is at least one minor unit, so whatever
 * sequence of parts is accepted, they add up to the bill and "pay what's left" brings it to exactly 0.
 */

/** A line of the tab with its total; quantity is a whole number of units (timesQuantity refuses others). */
export function billLine(line: Omit<BillLine, "total">): BillLine {
  return { ...line, total: timesQuantity(line.unitPrice, line.quantity) };
}

/** An open tab with nothing paid yet; its total is its lines', so the parts can be checked against them. */
export function billFromLines(lines: readonly BillLine[]): Bill {
  return { status: "open", lines, total: addMinor(...lines.map((line) => line.total)), parts: [] };
}

/** The balance is the total less everything paid or held. Never below 0 for parts accepted here. */
export function billBalance(bill: Bill): Minor {
  return subtractMinor(bill.total, addMinor(...bill.parts.map((part) => part.amount)));
}

/** Mixed tender: the tab closes when the balance reaches 0 and staff have confirmed every held part. */
export function billSettled(bill: Bill): boolean {
  return billBalance(bill) === 0 && bill.parts.every((part) => part.state === "paid");
}

/** The bill with an accepted part added, held until its payment is confirmed. */
export function withPart(bill: Bill, part: BillPart): Bill {
  return { ...bill, parts: [...bill.parts, part] };
}

const NO_DETAIL: Pick<BillPart, "equal" | "claims"> = { equal: null, claims: [] };

/**
 * The part `request` pays on `bill` as it stands, or why it cannot. Refused first when there is nothing to
 * pay (a closed tab, a balance of 0), then for what is wrong with the request itself.
 */
export function allocatePart(bill: Bill, request: PartRequest): PartAllocation {
  if (bill.status === "closed") return { ok: false, code: "tab_closed" };
  const balance = billBalance(bill);
  if (balance <= 0) return { ok: false, code: "nothing_due" };
  const part = (way: PartWay, amount: Minor, extra: Pick<BillPart, "equal" | "claims">): PartAllocation =>
    amount >= 1 ? { ok: true, part: { way, amount, state: "held", ...extra } } : { ok: false, code: "amount_too_small" };

  switch (request.way) {
    case "full":
      return part("full", balance, NO_DETAIL);
    case "custom":
      // `!(x >= 1)` also refuses NaN, which no comparison would catch.
      if (!(request.amount >= 1)) return { ok: false, code: "amount_too_small" };
      if (request.amount > balance) return { ok: false, code: "above_balance" };
      return part("custom", request.amount, NO_DETAIL);
    case "equal": {
      const { among, shares = 1 } = request;
      const whole = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_SPLIT_PARTS;
      if (!whole(among) || !whole(shares) || shares > among) return { ok: false, code: "invalid_split" };
      const taken = sharesTaken(bill, among);
      if (taken + shares > among) return { ok: false, code: "shares_taken" };
      return part("equal", equalAmount(bill.total, balance, among, taken, shares), { equal: { among, shares }, claims: [] });
    }
    case "items": {
      const claimed = claimItems(bill, request.claims, balance);
      if (!claimed.ok) return claimed;
      return part("items", addMinor(...claimed.claims.map((claim) => claim.amount)), { equal: null, claims: claimed.claims });
    }
  }
}

/** How many of the shares of an equal split among `among` are paid or held. Counted per N: phones may not agree on N. */
export function sharesTaken(bill: Bill, among: number): number {
  return bill.parts.reduce((sum, part) => sum + (part.equal?.among === among ? part.equal.shares : 0), 0);
}

/**
 * Equally among N: the payer takes the next `shares` of the N shares of the bill's total (splitEvenly, so
 * the N shares add up to the total and any remainder falls on the later shares). The one who takes the last
 * share pays what's left, which absorbs the rounding and anything paid some other way meanwhile; no share
 * is ever more than the balance.
 */
function equalAmount(total: Minor, balance: Minor, among: number, taken: number, shares: number): Minor {
  if (taken + shares >= among) return balance;
  return minMinor(balance, addMinor(...splitEvenly(total, among).slice(taken, taken + shares)));
}
