import { NextResponse } from "next/server";
import { orderId } from "@/lib/domain/http/api-bodies";
import { getDb } from "@/lib/server/db/client";
import { staffRoute } from "@/lib/server/http/staff-route";
import { orderRefundables } from "@/lib/server/payments/refund-wire";

/**
 * GET /api/staff/orders/{id}/payments — for an owner or a manager (payments.refund): the order's online payments that
 * took money, each with what was paid, refunded (its refunds) and may still be refunded, in major units. An order of
 * another brand has none; one of a branch the account does not work at is 403.
 */
export const GET = staffRoute({ permission: "payments.refund", params: { id: orderId } }, async ({ brand, params, staff }) =>
  NextResponse.json({ payments: await orderRefundables(await getDb(), brand.id, params.id, staff) }),
);
