import { NextResponse } from "next/server";
import { z } from "zod";
import { checkCoupon, couponCodeSchema, couponErrorCode } from "@/lib/domain/coupon";
import { nearestMinor, toMajor } from "@/lib/domain/money-wire";
import { dinerKey, findCoupon, hasRedeemed } from "@/lib/server/dal/coupons";
import { getDb } from "@/lib/server/db/client";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";

const bodySchema = z.object({
  code: couponCodeSchema,
  /** the cart subtotal the browser shows, in major units; the order is priced again on the server */
  subtotal: z.number().nonnegative(),
  email: z.email().optional(),
});

/**
 * POST /api/v1/coupons/check — what a code is worth for this cart, so the precheckout can show the discount
 * (or say why not) before the diner pays. Advisory: POST /api/v1/orders checks the code again.
 */
export async function POST(request: Request) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const json = await request.json().catch(() => undefined);
  if (json === undefined) return apiError(400, "bad_request", "The body is not valid JSON");
  const body = bodySchema.safeParse(json);
  if (!body.success) return badRequest(body.error);

  const { currency } = brand;
  const db = await getDb();
  const coupon = await findCoupon(db, brand.id, body.data.code);
  const used = coupon && body.data.email ? await hasRedeemed(db, brand.id, coupon.id, dinerKey(body.data.email)) : false;
  // Advisory, like the whole answer: the order's own subtotal is computed again on the server.
  const subtotal = nearestMinor(body.data.subtotal, currency);
  const check = checkCoupon(coupon, { subtotal, now: new Date(), usedByThisDiner: used });
  if (!check.ok) {
    const detail = check.code === "below_minimum" && coupon?.minSubtotal ? { minimum: toMajor(coupon.minSubtotal, currency) } : {};
    return NextResponse.json({ error: { code: couponErrorCode(check.code), message: `The coupon cannot be applied: ${check.code}`, ...detail } }, { status: 422 });
  }
  return NextResponse.json({ code: coupon!.code, discount: toMajor(check.discount, currency) });
}
