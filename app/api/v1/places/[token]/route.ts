import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { placeToken } from "@/lib/domain/http/api-params";
import { findPlaceWithMode } from "@/lib/server/dal/places";
import { brandRoute } from "@/lib/server/http/brand-route";
import { placeMode } from "@/lib/server/http/place-request";

/**
 * GET /api/v1/places/{token} — the table, room or seat a QR code names, at this brand, and what its mode
 * allows the phone there (`mode`, PlaceModeView), in one read: 404 for a token that is unknown, another
 * brand's, or of a place that no longer takes orders. Never cached: a place switched off by an import must
 * stop resolving at once.
 */
export const GET = brandRoute({ params: { token: placeToken } }, async ({ brand, params }) => {
  const found = await findPlaceWithMode(brand.id, params.token);
  if (!found) throw new ApiError("not_found", "No table, room or seat with that code");
  return NextResponse.json({ place: found.place, mode: placeMode(found.ordering) }, { headers: { "cache-control": "private, no-store" } });
});
