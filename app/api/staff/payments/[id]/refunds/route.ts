import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { paymentId, refundBody } from "@/lib/domain/payments/refund-body";
import { idempotencyKeyOf } from "@/lib/server/http/idempotency-key";
import { staffRoute } from "@/lib/server/http/staff-route";
import { refundPayment } from "@/lib/server/payments/refund";
import { refundWire } from "@/lib/server/payments/refund-wire";

/**
 * POST /api/staff/payments/{id}/refunds {amount, reason} with an Idempotency-Key — an owner or a manager
 * (payments.refund; a waiter or the kitchen get 403) gives back `amount` (major units) of an online payment of
 * their branches through its gateway. 201 {refund} with its status (approved, pending, declined); the same key again
 * answers the same refund (200) and never refunds twice. 409 refund_above_paid (with `refundable`) beyond what was
 * paid less what was refunded, payment_not_refundable for money not taken online, refund_unavailable where the
 * brand's gateway account holds no refund key.
 */
export const POST = staffRoute(
  { permission: "payments.refund", rateLimit: "staff_refund", params: { id: paymentId }, body: (brand) => refundBody(brand.currency) },
  async ({ brand, staff, params, body, request }) => {
    const key = idempotencyKeyOf(request);
    if (!key) throw new ApiError("bad_request", "A refund needs an Idempotency-Key header");
    const { refund, repeated } = await refundPayment(brand.id, params.id, { amount: body.amount, reason: body.reason, key }, staff);
    return NextResponse.json({ refund: refundWire(refund) }, { status: repeated ? 200 : 201 });
  },
);
