import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { placeToken } from "@/lib/domain/http/api-params";
import { cinemaPlan } from "@/lib/server/dal/places";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/places/{token}/plan — the plan of the cinema room of the seat a QR code names: its rows and
 * zones, each seat with the token that orders to it (null: the seat is out of service). 404 for a token that
 * names no seat taking orders at this brand. The diner picks another seat of the same room on it.
 */
export const GET = brandRoute({ params: { token: placeToken } }, async ({ brand, params }) => {
  const plan = await cinemaPlan(brand.id, params.token);
  if (!plan) throw new ApiError("not_found", "No cinema seat with that code");
  return NextResponse.json({ plan }, { headers: { "cache-control": "private, no-store" } });
});
