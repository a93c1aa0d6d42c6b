import { addMinor, maxMinor, minMinor, minor, subtractMinor, ZERO, type Minor } from "../money/minor";
import { MAX_SPLIT_PARTS, type Bill, type ClaimedItem, type ItemClaim, type SplitRefusal } from "./split-bill-types";

/**
 * Splitting the bill by items (product §4 checkout mode): each payer claims whole lines, units of a line, or a fraction of a
 * shared item (one bottle for three: each claims 1/3). The fractions of an item must add up to its price to
 * the minor unit, whoever claims them and in whatever order, also when a held claim is dropped because its
 * payment failed.
 *
 * The rule: a line's claims together are owed ⌊unit price × units claimed⌋, and each claim pays what that
 * figure grows by (never less than 0). So the claim that completes an item pays exactly what it still lacks,
 * absorbing the rounding, and the earlier ones pay their fraction rounded down: 10,000 COP in thirds is
 * 3,333 + 3,333 + 3,334, as splitEvenly gives. Fractions are summed exactly (bigint), as thirds and halves of
 * the same bottle do not add up in floating point.
 */

interface Units {
  numerator: bigint;
  denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

function addUnits(a: Units, b: Units): Units {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator;
  const denominator = a.denominator * b.denominator;
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

const moreThan = (a: Units, quantity: number) => a.numerator > BigInt(quantity) * a.denominator;
const atLeast = (a: Units, quantity: number) => a.numerator >= BigInt(quantity) * a.denominator;

interface LineState {
  claimed: Units;
  /** what the line's claims have paid so far */
  allocated: Minor;
}

function lineStates(bill: Bill): Map<string, LineState> {
  const states = new Map(bill.lines.map((line) => [line.id, { claimed: { numerator: 0n, denominator: 1n }, allocated: ZERO }]));
  for (const claim of bill.parts.flatMap((part) => part.claims)) {
    const state = states.get(claim.lineId);
    if (!state) continue;
    states.set(claim.lineId, {
      claimed: addUnits(state.claimed, { numerator: BigInt(claim.numerator), denominator: BigInt(claim.denominator) }),
      allocated: addMinor(state.allocated, claim.amount),
    });
  }
  return states;
}

/** How much of a line is claimed (held or paid), for the screens: 2/3 of the bottle, 4/4 of the beers. */
export function claimedUnits(bill: Bill, lineId: string): { numerator: number; denominator: number } | null {
  const claimed = lineStates(bill).get(lineId)?.claimed;
  return claimed ? { numerator: Number(claimed.numerator), denominator: Number(claimed.denominator) } : null;
}

const validFraction = ({ numerator, denominator }: ItemClaim) =>
  Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator) && numerator >= 1 && denominator >= 1 && denominator <= MAX_SPLIT_PARTS;

/**
 * The claims of one payer with what each pays, or why they cannot be claimed: an unknown line, a fraction
 * that is not n/d with d from 1 to MAX_SPLIT_PARTS, an item already fully claimed, or a claim that would take
 * more than what is left of it. Claims are taken in order, so a payer may claim the same line twice. The
 * part never exceeds `balance`: when parts paid some other way already covered the items, a claim pays only
 * what is left of the bill.
 */
export function claimItems(
  bill: Bill,
  claims: readonly ItemClaim[],
  balance: Minor,
): { ok: true; claims: ClaimedItem[] } | { ok: false; code: Extract<SplitRefusal, "no_items" | "unknown_item" | "invalid_fraction" | "item_claimed" | "claim_exceeds_item"> } {
  if (claims.length === 0) return { ok: false, code: "no_items" };
  const states = lineStates(bill);
  const lines = new Map(bill.lines.map((line) => [line.id, line]));
  let left = balance;
  const result: ClaimedItem[] = [];
  for (const claim of claims) {
    const line = lines.get(claim.lineId);
    const state = states.get(claim.lineId);
    if (!line || !state) return { ok: false, code: "unknown_item" };
    if (!validFraction(claim)) return { ok: false, code: "invalid_fraction" };
    if (atLeast(state.claimed, line.quantity)) return { ok: false, code: "item_claimed" };
    const claimed = addUnits(state.claimed, { numerator: BigInt(claim.numerator), denominator: BigInt(claim.denominator) });
    if (moreThan(claimed, line.quantity)) return { ok: false, code: "claim_exceeds_item" };

    // bigint division of non-negative numbers rounds down
    const owed = minor(Number((BigInt(line.unitPrice) * claimed.numerator) / claimed.denominator));
    const amount = minMinor(left, maxMinor(ZERO, subtractMinor(owed, state.allocated)));
    left = subtractMinor(left, amount);
    states.set(claim.lineId, { claimed, allocated: addMinor(state.allocated, amount) });
    result.push({ lineId: claim.lineId, numerator: claim.numerator, denominator: claim.denominator, amount });
  }
  return { ok: true, claims: result };
}
