import { NextResponse } from "next/server";
import { z } from "zod";
import { orderId } from "@/lib/domain/api-bodies";
import { getDb } from "@/lib/server/db/client";
import { apiError } from "@/lib/server/http/api-error";
import { brandFromRequest } from "@/lib/server/http/brand-from-request";
import { badRequest } from "@/lib/server/http/zod-error";
import { findOrderWithToken } from "@/lib/server/orders/order-access";
import { orderJsonWithBranch } from "@/lib/server/orders/order-json";
import { reconcilePayment } from "@/lib/server/payments/apply-event";
import { activeGateway } from "@/lib/server/payments/gateway";

const bodySchema = z.object({ transaction_id: z.string().min(1).max(100) });

/**
 * POST /api/v1/orders/{id}/reconcile?token= {transaction_id} — the order page calls this when the diner is
 * back from the gateway with its transaction id and the order is not paid yet; answers the order as it
 * stands after asking the gateway (unchanged where the gateway keeps no records, as the sandbox).
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const brand = await brandFromRequest(request);
  if (brand instanceof Response) return brand;
  const id = orderId.safeParse((await params).id);
  if (!id.success) return badRequest(id.error);
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return badRequest(body.error);
  const db = await getDb();
  const token = new URL(request.url).searchParams.get("token");
  const order = await findOrderWithToken(db, brand.id, id.data, token);
  if (!order) return apiError(404, "not_found", "No order with that id and token");
  if (order.status !== "approved") await reconcilePayment(db, activeGateway(), order, body.data.transaction_id);
  const current = (await findOrderWithToken(db, brand.id, id.data, token))!;
  return NextResponse.json({ order: await orderJsonWithBranch(db, current) }, { headers: { "cache-control": "private, no-store" } });
}
