import { NextResponse } from "next/server";
import { roundId, roundTokenQuery } from "@/lib/domain/http/api-bodies";
import { placeToken } from "@/lib/domain/http/api-params";
import { refreshStockAfterSale } from "@/lib/server/cache/stock-refresh";
import { getDb } from "@/lib/server/db/client";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requirePlace } from "@/lib/server/http/place-request";
import { withdrawRound } from "@/lib/server/tabs/withdraw-round";

/**
 * DELETE /api/v1/places/{token}/rounds/{id}?token= — the phone that sent a round takes it back while the kitchen has
 * not accepted it (lib/domain/tabs/round-withdrawal.ts): it leaves the tab and the staff board, its units go back to
 * stock. 204, also for a round already withdrawn (a retry). 409 round_accepted once the kitchen accepted it (product
 * §8 "error modifying or removing product"), round_in_part while a part counts on it, tab_closed; 404 for a round
 * not of this place or a wrong token.
 */
export const DELETE = brandRoute({ rateLimit: "round_withdraw", params: { token: placeToken, id: roundId }, query: roundTokenQuery }, async ({ brand, params, query }) => {
  const place = await requirePlace(brand.id, params.token, { settling: true });
  // units back in stock: the menus show them again, as after a sale
  if (await withdrawRound(await getDb(), brand.id, place.id, params.id, query.token)) refreshStockAfterSale(brand, place.supplier.id);
  return new NextResponse(null, { status: 204 });
});
