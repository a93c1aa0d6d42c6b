import { NextResponse } from "next/server";
import { partTokenQuery, tabPartId } from "@/lib/domain/api-bodies";
import { ApiError } from "@/lib/domain/api-errors";
import { placeToken } from "@/lib/domain/api-params";
import { getDb } from "@/lib/server/db/client";
import { findPayersPart } from "@/lib/server/dal/tabs";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requirePlace } from "@/lib/server/http/place-request";
import { settlePart } from "@/lib/server/tabs/settle-part";

/**
 * DELETE /api/v1/places/{token}/tab/parts/{id}?token= — a payer withdraws their own part promised in cash,
 * by dataphone or to the room, before staff confirm it: its share is unpaid again for the others. An online
 * part is settled by the gateway only (a payment may be under way); a settled part answers 409 part_settled.
 */
export const DELETE = brandRoute({ params: { token: placeToken, id: tabPartId }, query: partTokenQuery }, async ({ brand, params, query }) => {
  const place = await requirePlace(brand.id, params.token, { settling: true });
  const db = await getDb();
  const part = await findPayersPart(db, brand.id, place.id, params.id, query.token);
  if (!part) throw new ApiError("not_found", "No such part at this place");
  await db.transaction((tx) => settlePart(tx, brand.id, part.id, "released", "payer"));
  return new NextResponse(null, { status: 204 });
});
