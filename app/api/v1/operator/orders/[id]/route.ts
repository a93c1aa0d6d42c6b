import { NextResponse } from "next/server";
import { orderId, orderUpdate } from "@/lib/domain/api-bodies";
import { getDb } from "@/lib/server/db/client";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";
import { updateOrder } from "@/lib/server/orders/order-access";
import { orderJsonWithBranch } from "@/lib/server/orders/order-json";

/**
 * PATCH /api/v1/operator/orders/{id} {status?, progress?} — until the staff console exists, an operator
 * (the brand's operator key) moves this brand's orders; payment status only along the spec §4 transitions.
 */
export const PATCH = brandRoute(
  {
    authorize: requireOperator,
    params: { id: orderId },
    body: orderUpdate,
  },
  async ({ brand, params, body }) => {
    const db = await getDb();
    return NextResponse.json({ order: await orderJsonWithBranch(db, await updateOrder(db, brand.id, params.id, body)) });
  },
);
