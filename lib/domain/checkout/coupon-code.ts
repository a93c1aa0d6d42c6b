import { z } from "zod/mini";
import { COUPON_MIN_LENGTH, normalizeCouponCode } from "./coupon";

/**
 * The code as the coupon box submits it; the parsed value comes back normalized. Apart from the coupon
 * rules (coupon.ts), which the checkout reads as it renders, so the browser fetches zod for it only when a
 * code is applied.
 */
export const couponCodeSchema = z
  .string({ error: "validation.required" })
  .check(z.overwrite(normalizeCouponCode), z.minLength(1, { error: "validation.required", abort: true }), z.minLength(COUPON_MIN_LENGTH, "validation.couponTooShort"));
