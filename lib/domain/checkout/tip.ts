import { maxMinor, minor, percentOf, ZERO, type Minor } from "../money/minor";

/**
 * The voluntary tip (propina voluntaria) on the checkout. Product §3 stores it on the order as
 * { include YES/NO, percent, customValue }; product §9 sets the default. In Colombia a restaurant may only
 * *suggest* a tip of up to 10%: the diner can lower it, change it or remove it, and nothing above 10% may
 * come preselected.
 */

export const TIP_INCLUDE = ["YES", "NO"] as const;
export type TipInclude = (typeof TIP_INCLUDE)[number];

export interface Tip {
  include: TipInclude;
  /** whole percent of the subtotal; ignored when customValue is set */
  percent: number;
  /** a fixed tip chosen by the diner; null for a percentage tip */
  customValue: Minor | null;
}

/** Product §9: the tip comes included, at 10 %. */
export const DEFAULT_TIP: Readonly<Tip> = Object.freeze({ include: "YES", percent: 10, customValue: null });

/** No tip: where none is offered, or not yet shown. */
export const NO_TIP: Readonly<Tip> = Object.freeze({ include: "NO", percent: 0, customValue: null });

/**
 * The percentages offered as buttons. None is above the 10% default, so the highest choice the checkout can
 * show preselected is the legal suggestion; a higher tip takes a deliberate custom value from the diner.
 */
export const TIP_PERCENT_CHOICES: readonly number[] = Object.freeze([0, 5, 10]);

/** The highest percentage anyone can preselect (product §9 default). */
export const MAX_PRESELECTED_TIP_PERCENT = 10;

/**
 * Whether the checkout shows the tip at all: for every payment method (product §9: included at 10 %, and the
 * diner may lower or remove it), unless the brand's disable-tip flag (product §6) turns it off. Paid in cash,
 * by dataphone or on delivery, the tip is part of the amount staff collect, so the diner tips once, on the bill.
 */
export function tipOffered({ disableTipFlag }: { disableTipFlag: boolean }): boolean {
  return !disableTipFlag;
}

/**
 * The tip in minor units: the diner's custom value when there is one, otherwise `percent` of `subtotal`
 * rounded to the nearest minor unit (a whole peso for COP, a centavo for MXN). Nothing when the diner removed
 * it. Negative or non-finite inputs give 0 rather than a negative tip that would lower the bill.
 */
export function tipAmount(subtotal: Minor, tip: Tip): Minor {
  if (tip.include !== "YES") return ZERO;
  if (tip.customValue !== null) {
    // Read back from the device's storage: a value that is not a whole amount there is rounded or dropped.
    const custom = Math.round(tip.customValue);
    return Number.isSafeInteger(custom) ? maxMinor(ZERO, minor(custom)) : ZERO;
  }
  if (!Number.isFinite(subtotal) || !Number.isFinite(tip.percent)) return ZERO;
  return maxMinor(ZERO, percentOf(subtotal, tip.percent));
}
