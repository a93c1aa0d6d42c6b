import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { DB_INT_MAX } from "@/lib/domain/http/db-int";
import { checkCoupon, couponErrorCode } from "@/lib/domain/checkout/coupon";
import { couponCodeSchema } from "@/lib/domain/checkout/coupon-code";
import { nearestMinor, toMajor } from "@/lib/domain/money/major-units";
import { dinerKey, findCoupon, hasRedeemed } from "@/lib/server/dal/coupons";
import { getDb } from "@/lib/server/db/client";
import { brandRoute } from "@/lib/server/http/brand-route";

const bodySchema = z.object({
  code: couponCodeSchema,
  /** the cart subtotal the browser shows, in major units; the order is priced again on the server, so no cart is worth more than its column holds */
  subtotal: z.number().nonnegative().max(DB_INT_MAX),
  email: z.email().optional(),
});

/**
 * POST /api/v1/coupons/check — what a code is worth for this cart, so the precheckout can show the discount
 * (or say why not) before the diner pays. Advisory: POST /api/v1/orders checks the code again.
 */
export const POST = brandRoute({ rateLimit: "coupon_check", body: bodySchema }, async ({ brand, body }) => {
  const { currency } = brand;
  const db = await getDb();
  const coupon = await findCoupon(db, brand.id, body.code);
  const used = coupon && body.email ? await hasRedeemed(db, brand.id, coupon.id, dinerKey(body.email)) : false;
  // Advisory, like the whole answer: the order's own subtotal is computed again on the server.
  const subtotal = nearestMinor(body.subtotal, currency);
  const check = checkCoupon(coupon, { subtotal, now: new Date(), usedByThisDiner: used });
  if (!check.ok) {
    const detail = check.code === "below_minimum" && coupon?.minSubtotal ? { minimum: toMajor(coupon.minSubtotal, currency) } : {};
    throw new ApiError(couponErrorCode(check.code), `The coupon cannot be applied: ${check.code}`, detail);
  }
  return NextResponse.json({ code: coupon!.code, discount: toMajor(check.discount, currency) });
});
