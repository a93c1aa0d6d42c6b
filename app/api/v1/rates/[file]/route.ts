import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { jsonId } from "@/lib/domain/http/api-params";
import { orderForRating } from "@/lib/server/dal/order-ratings";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/rates/{purchase_id}.json?token= (product §7): what the rating screen needs — the order's branch and
 * service, whether it can be rated, its rating if given, and which questions the brand asks (rate_nps,
 * rate_digitalmenu). A wrong token is a 404, as an unknown order.
 */
export const GET = brandRoute({ params: { file: jsonId }, query: z.object({ token: z.string().max(200).optional() }) }, async ({ brand, params, query }) => {
  const order = await orderForRating(brand.id, params.file, query.token ?? null);
  if (!order) throw new ApiError("not_found", "No such order");
  const rate = { purchase_id: order.id, supplier: order.supplier, service: order.service, rateable: order.rateable, canceled: order.progress === "canceled", rating: order.rating, asks: { nps: brand.rate_nps, digital_menu: brand.rate_digitalmenu } };
  return NextResponse.json({ rate }, { headers: { "cache-control": "private, no-store" } });
});
