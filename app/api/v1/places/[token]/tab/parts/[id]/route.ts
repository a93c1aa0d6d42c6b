import { NextResponse } from "next/server";
import { partTokenQuery, tabPartId } from "@/lib/domain/http/api-bodies";
import { ApiError } from "@/lib/domain/http/api-errors";
import { placeToken } from "@/lib/domain/http/api-params";
import { getDb } from "@/lib/server/db/client";
import { findPayersPart } from "@/lib/server/dal/tabs";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requirePlace } from "@/lib/server/http/place-request";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";
import { releaseHeldPart } from "@/lib/server/tabs/release-part";

/**
 * DELETE /api/v1/places/{token}/tab/parts/{id}?token= — a payer withdraws their own held part: one promised in
 * cash, by dataphone or to the room before staff confirm it, or an online one whose payment they left (the
 * gateway is asked first: a payment that went through keeps the part paid). Its share is unpaid again for the
 * others. A settled part answers 409 part_settled.
 */
export const DELETE = brandRoute({ params: { token: placeToken, id: tabPartId }, query: partTokenQuery }, async ({ brand, params, query }) => {
  const place = await requirePlace(brand.id, params.token, { settling: true });
  const db = await getDb();
  const part = await findPayersPart(db, brand.id, place.id, params.id, query.token);
  if (!part) throw new ApiError("not_found", "No such part at this place");
  await releaseHeldPart(db, await gatewayForBrand(brand.id), brand.id, part.id, "payer");
  return new NextResponse(null, { status: 204 });
});
