import { NextResponse } from "next/server";
import { orderId, orderUpdate } from "@/lib/domain/api-bodies";
import { getDb } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { apiError } from "@/lib/server/http/api-error";
import { bearerMatches } from "@/lib/server/http/bearer";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";
import { OrderUpdateError, updateOrder } from "@/lib/server/orders/order-access";
import { orderJsonWithBranch } from "@/lib/server/orders/order-json";

/**
 * PATCH /api/v1/operator/orders/{id} {status?, progress?} — until the staff console exists, an operator
 * (OPERATOR_API_KEY) moves this brand's orders; payment status only along the spec §4 transitions.
 */
export async function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  if (!bearerMatches(request, env().OPERATOR_API_KEY)) return apiError(401, "unauthorized", "A valid operator key is required");
  const id = orderId.safeParse((await params).id);
  if (!id.success) return badRequest(id.error);
  const change = orderUpdate.safeParse(await request.json().catch(() => null));
  if (!change.success) return badRequest(change.error);
  try {
    const db = await getDb();
    return NextResponse.json({ order: await orderJsonWithBranch(db, await updateOrder(db, brand.id, id.data, change.data)) });
  } catch (error) {
    if (error instanceof OrderUpdateError) return apiError(error.status, error.code, error.code === "not_found" ? "No such order" : "That status change is not allowed");
    throw error;
  }
}
