import { NextResponse } from "next/server";
import { orderId } from "@/lib/domain/api-bodies";
import { getDb } from "@/lib/server/db/client";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";
import { findOrderWithToken } from "@/lib/server/orders/order-access";
import { orderJsonWithBranch } from "@/lib/server/orders/order-json";

/** GET /api/v1/orders/{id}?token= — an order, for whoever holds its access token (the diner's device). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const id = orderId.safeParse((await params).id);
  if (!id.success) return badRequest(id.error);
  const db = await getDb();
  const order = await findOrderWithToken(db, brand.id, id.data, new URL(request.url).searchParams.get("token"));
  if (!order) return apiError(404, "not_found", "No order with that id and token");
  return NextResponse.json({ order: await orderJsonWithBranch(db, order) }, { headers: { "cache-control": "private, no-store" } });
}
