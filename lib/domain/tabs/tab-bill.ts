import type { Bill } from "./split-bill-types";
import type { OnlineMethod } from "../payments/payment-methods";
import type { PlaceKind } from "./places";
import type { TabPartMethod, TabView } from "./tab-view";

/**
 * A tab as the split-bill rules read it (split-bill.ts): the screens preview a part with the same
 * allocatePart the server runs, on the tab they last polled. Line ids become the rules' string ids.
 */
export function billFromTab(tab: TabView): Bill {
  return {
    status: tab.status,
    total: tab.total,
    lines: tab.lines.map((line) => ({ id: String(line.id), label: line.label, quantity: line.quantity, unitPrice: line.unit_price, total: line.total })),
    parts: tab.parts.map((part) => ({
      way: part.way,
      amount: part.amount,
      state: part.state,
      equal: part.equal,
      claims: part.claims.map((claim) => ({ lineId: String(claim.line_id), numerator: claim.numerator, denominator: claim.denominator, amount: claim.amount })),
    })),
  };
}

type Fraction = { numerator: number; denominator: number };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The fractions a payer can claim of one line, given the units already claimed: whole units left, one unit
 * shared in 2 to 6 (a bottle for three: 1/3), and whatever is left of it when that is none of those.
 */
export function claimChoices(quantity: number, claimed: Fraction): Fraction[] {
  const leftNumerator = quantity * claimed.denominator - claimed.numerator;
  if (leftNumerator <= 0) return [];
  const divisor = gcd(leftNumerator, claimed.denominator);
  const left = { numerator: leftNumerator / divisor, denominator: claimed.denominator / divisor };
  const fits = (f: Fraction) => f.numerator * left.denominator <= left.numerator * f.denominator;
  const whole = Array.from({ length: Math.floor(left.numerator / left.denominator) }, (_, index) => ({ numerator: index + 1, denominator: 1 }));
  const shares = [2, 3, 4, 5, 6].map((denominator) => ({ numerator: 1, denominator })).filter(fits);
  const choices = [...whole, ...shares];
  const same = (f: Fraction) => f.numerator === left.numerator && f.denominator === left.denominator;
  return choices.some(same) ? choices : [...choices, left];
}

/**
 * How a payer can pay their part: `online`, the methods of the brand's gateway where the branch takes online payment
 * at the table (none where it does not), always to the waiter in cash or by dataphone, and charged to the room in a
 * hotel room.
 */
export function tabPartMethods(online: readonly OnlineMethod[], kind: PlaceKind): TabPartMethod[] {
  return [...online, "cash_or_dataphone", ...(kind === "room" ? (["room_charge"] as const) : [])];
}
