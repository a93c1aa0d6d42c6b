import { NextResponse } from "next/server";
import { placeToken } from "@/lib/domain/http/api-params";
import { tabToWire } from "@/lib/domain/tabs/tab-wire";
import { roundBodySchema } from "@/lib/domain/tabs/tab-bodies";
import { refreshStockAfterSale } from "@/lib/server/cache/stock-refresh";
import { getDb } from "@/lib/server/db/client";
import { tabView } from "@/lib/server/dal/tabs";
import { brandRoute } from "@/lib/server/http/brand-route";
import { idempotencyKeyOf } from "@/lib/server/http/idempotency-key";
import { requirePlace } from "@/lib/server/http/place-request";
import { sendRound } from "@/lib/server/tabs/send-round";

/**
 * POST /api/v1/places/{token}/rounds {guest, lines} — a round sent to prepare from a phone at the table,
 * joining the table's open tab (checkout mode, product §4). 201 with the round and the tab; a repeated
 * Idempotency-Key answers 200 with the round it already sent. 409 ordering_unavailable in any other mode. The round's
 * `access_token` goes to the phone that sent it alone: with it, that phone may withdraw the round (rounds/{id}).
 */
export const POST = brandRoute({ rateLimit: "round_send", params: { token: placeToken }, body: roundBodySchema }, async ({ request, brand, params, body }) => {
  const key = idempotencyKeyOf(request);
  const place = await requirePlace(brand.id, params.token);
  const { roundId, accessToken, tab, replayed, tookLimitedStock } = await sendRound(await getDb(), brand, place, body, key);
  if (tookLimitedStock) refreshStockAfterSale(brand, place.supplier.id);
  const view = tabView(tab);
  const round = view.rounds.find((r) => r.order_id === roundId);
  return NextResponse.json({ round: round && { ...round, access_token: accessToken }, tab: tabToWire(view) }, { status: replayed ? 200 : 201, headers: { "idempotent-replayed": String(replayed) } });
});
