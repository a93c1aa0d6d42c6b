import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { orderId, orderUpdate } from "@/lib/domain/http/api-bodies";
import { can } from "@/lib/domain/staff/staff-roles";
import { getDb } from "@/lib/server/db/client";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { updateOrder } from "@/lib/server/orders/order-access";
import { orderJsonWithBranch } from "@/lib/server/orders/order-json";

/**
 * PATCH /api/v1/operator/orders/{id} {status?, progress?} — staff (the console, at their branches) or an
 * integration (the brand's operator key) move this brand's orders; payment status only along the product §4
 * transitions, and only by an account that may confirm payments (a kitchen account may not: 403 forbidden).
 */
export const PATCH = operatorRoute(
  {
    permission: "orders.move",
    params: { id: orderId },
    body: orderUpdate,
  },
  async ({ brand, params, body, staff }) => {
    if (staff && body.status && !can(staff.role, "payments.confirm")) throw new ApiError("forbidden", `A ${staff.role} account cannot confirm payments`);
    const db = await getDb();
    return NextResponse.json({ order: await orderJsonWithBranch(db, await updateOrder(db, brand.id, params.id, body, { staff })) });
  },
);
