import { maxMinor, minMinor, minor, percentOf, ZERO, type Minor } from "../money/minor";

/**
 * Product §5 coupon rules: a code of at least 4 characters, in any case; an unknown, used, expired or
 * below-minimum code is refused, each with its own product §8 message. The lookup of the code is I/O and lives elsewhere; this
 * decides what a found (or missing) coupon is worth for one cart.
 */

/** Product §9: a coupon code has at least 4 characters. */
export const COUPON_MIN_LENGTH = 4;

/**
 * The form the code is stored and looked up in: lower case (product §5: any case matches). Folding case means
 * "VERANO10", "verano10" and " Verano10 " are the same coupon, so a diner who types it from a poster in
 * capitals is not told it is invalid.
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toLowerCase();
}

export const COUPON_KINDS = ["percent", "amount"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export interface Coupon {
  code: string;
  /** percent: `value` is a whole percentage of the subtotal; amount: `value` is minor units off */
  kind: CouponKind;
  value: number;
  /** the subtotal the cart must reach; none when absent or null */
  minSubtotal?: Minor | null;
  /** the instant it stops working; never when absent or null */
  expiresAt?: Date | null;
  /** how many times it may be redeemed in all; unlimited when absent or null */
  maxUses?: number | null;
  /** how many times it has been redeemed */
  uses: number;
  /** switched off by the brand */
  active: boolean;
}

export const COUPON_REJECTIONS = ["invalid", "used", "expired", "below_minimum"] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

/** How the API names a refused coupon: coupon_invalid, coupon_used, … */
export type CouponErrorCode = `coupon_${CouponRejection}`;

export function couponErrorCode(rejection: CouponRejection): CouponErrorCode {
  return `coupon_${rejection}`;
}

export function isCouponErrorCode(code: string): code is CouponErrorCode {
  return COUPON_REJECTIONS.some((rejection) => couponErrorCode(rejection) === code);
}

export type CouponCheck = { ok: true; discount: Minor } | { ok: false; code: CouponRejection };

export interface CouponContext {
  /** the cart subtotal, before delivery and tip */
  subtotal: Minor;
  now: Date;
  /** this diner already redeemed the code: one use per diner */
  usedByThisDiner: boolean;
}

/**
 * Whether `coupon` applies to this cart and what it takes off. Checked in the order a diner can act on:
 * a code that does not exist or was switched off is "invalid"; then "expired" (product §8 has its own message);
 * then "used" up, in all or by this diner; then "below_minimum", the one a diner can fix by adding to the
 * cart. A coupon of an unknown kind, or whose value cannot be a discount (zero, negative, not a number), is "invalid" rather than
 * "applied" for nothing.
 *
 * The discount is rounded to the nearest minor unit and never exceeds the subtotal: a coupon lowers the
 * food, it does not pay the delivery or turn the bill negative.
 */
export function checkCoupon(coupon: Coupon | null, { subtotal, now, usedByThisDiner }: CouponContext): CouponCheck {
  if (!coupon || !coupon.active || !COUPON_KINDS.includes(coupon.kind) || !Number.isFinite(coupon.value) || coupon.value <= 0) {
    return { ok: false, code: "invalid" };
  }
  // Expired at the stated instant, not after it: "valid until 23:59:59" means gone at midnight.
  if (coupon.expiresAt && now.getTime() >= coupon.expiresAt.getTime()) return { ok: false, code: "expired" };
  if (usedByThisDiner) return { ok: false, code: "used" };
  if (coupon.maxUses !== null && coupon.maxUses !== undefined && coupon.uses >= coupon.maxUses) return { ok: false, code: "used" };
  if (coupon.minSubtotal && subtotal < coupon.minSubtotal) return { ok: false, code: "below_minimum" };

  const base = maxMinor(ZERO, subtotal);
  const off = coupon.kind === "percent" ? percentOf(base, Math.min(coupon.value, 100)) : minor(Math.round(coupon.value));
  return { ok: true, discount: minMinor(base, off) };
}
