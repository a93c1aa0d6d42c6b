/**
 * Money inside the app: a whole number of the currency's minor unit (a peso for COP, a centavo for MXN).
 * The brand keeps a major-unit number (89.50 MXN) from being passed where minor units (8950) are expected:
 * a number becomes Minor only through `minor()` (already minor units, checked to be whole) or the
 * serializer (major-units.ts, from major units). Arithmetic goes through the operations below, each of
 * which returns whole minor units, so totals and splits add up to the last peso or centavo.
 */
declare const minorUnit: unique symbol;
export type Minor = number & { readonly [minorUnit]: "minor" };

/** An amount already in minor units (a database column, a constant); anything but a whole number throws. */
export function minor(amount: number): Minor {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${amount} is not a whole number of minor units`);
  return amount as Minor;
}

export const ZERO: Minor = minor(0);

export function addMinor(...amounts: readonly Minor[]): Minor {
  return amounts.reduce<number>((sum, amount) => sum + amount, 0) as Minor;
}

export function subtractMinor(amount: Minor, less: Minor): Minor {
  return (amount - less) as Minor;
}

/** `amount` for each of `quantity` units; a fractional quantity throws, as it has no price. */
export function timesQuantity(amount: Minor, quantity: number): Minor {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`${quantity} is not a whole quantity`);
  return (amount * quantity) as Minor;
}

/**
 * `percent` % of `amount`, rounded to the nearest minor unit, halves up: 15 % of 12,345 is 1,851.75 → 1,852,
 * 10 % of 12,345 is 1,234.5 → 1,235. Used for the tip and percentage coupons.
 */
export function percentOf(amount: Minor, percent: number): Minor {
  return Math.round((amount * percent) / 100) as Minor;
}

/**
 * The part of a tax-inclusive `amount` that is a `percent` % tax: round(amount × p / (100 + p)). For 8 % that
 * is 2·amount/27, which is never exactly half-way for a whole amount, so the rounding direction never matters.
 */
export function includedPercent(amount: Minor, percent: number): Minor {
  return Math.round((amount * percent) / (100 + percent)) as Minor;
}

export function minMinor(first: Minor, ...rest: readonly Minor[]): Minor {
  return Math.min(first, ...rest) as Minor;
}

export function maxMinor(first: Minor, ...rest: readonly Minor[]): Minor {
  return Math.max(first, ...rest) as Minor;
}

/**
 * `amount` in `count` parts that add up to it exactly, each the plain quotient or one minor unit more. Part i
 * ends at ⌊amount × i / count⌋, so the first part is the quotient rounded down, the units the division leaves
 * over fall one at a time on later parts, and the last part always carries one when there is a remainder:
 * 100,000 COP in 3 is 33,333 + 33,333 + 33,334; 10.01 USD in 3 is 3.33 + 3.34 + 3.34. A money rule rather
 * than a bill rule: any amount shared out (a bill among diners, an item among fractions) must not lose or
 * invent a unit. `count` is a whole number ≥ 1; `amount` is not negative.
 */
export function splitEvenly(amount: Minor, count: number): Minor[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`${count} is not a whole number of parts`);
  const end = (part: number) => Math.floor((amount * part) / count);
  return Array.from({ length: count }, (_, part) => (end(part + 1) - end(part)) as Minor);
}
