import { NextResponse } from "next/server";
import { waiterCallCreate } from "@/lib/domain/http/api-bodies";
import { ApiError } from "@/lib/domain/http/api-errors";
import { placeToken } from "@/lib/domain/http/api-params";
import { placeCanCallWaiter } from "@/lib/domain/tabs/waiter-call";
import type { OrderingPlace } from "@/lib/server/dal/places";
import { requirePlace } from "@/lib/server/http/place-request";
import { callWaiter, latestWaiterCall, type WaiterCall } from "@/lib/server/dal/waiter-calls";
import { brandRoute } from "@/lib/server/http/brand-route";
import { holdsVersion } from "@/lib/server/http/etag";

/** The token's place, if it may call: 404 as GET /api/v1/places/{token}, 409 where the mode has no control. */
async function callingPlace(instanceId: number, token: string): Promise<OrderingPlace> {
  const place = await requirePlace(instanceId, token);
  if (!placeCanCallWaiter(place)) throw new ApiError("call_waiter_unavailable", "This place cannot call the waiter (its mode, a room or seat, or switched off)");
  return place;
}

/** Names the call's state, so a phone polling an unchanged call gets a body-less 304. */
const etagOf = (call: WaiterCall | null) => (call ? `"wc-${call.id}-${call.status}"` : `"wc-none"`);

const noStore = { "cache-control": "private, no-store" };

/**
 * GET /api/v1/places/{token}/waiter-call — the table's current call: `{ call: null }` (never called), or its
 * latest call, open or acknowledged, with its times. Polled by the diner's screen, with If-None-Match.
 */
export const GET = brandRoute({ params: { token: placeToken } }, async ({ request, brand, params }) => {
  const place = await callingPlace(brand.id, params.token);
  const call = await latestWaiterCall(brand.id, place.id);
  const headers = { ...noStore, etag: etagOf(call) };
  if (holdsVersion(request, headers.etag)) return new NextResponse(null, { status: 304, headers });
  return NextResponse.json({ call }, { headers });
});

/**
 * POST /api/v1/places/{token}/waiter-call {reason?} — one tap: 201 with a new open call; 200 with the open
 * call when there is one (however many phones tap), and 200 with the acknowledged call and `retry-after`
 * during the cooldown after staff took the last one (lib/domain/tabs/waiter-call.ts).
 */
export const POST = brandRoute({ params: { token: placeToken }, body: waiterCallCreate }, async ({ brand, params, body }) => {
  const place = await callingPlace(brand.id, params.token);
  const { call, created, retryAfterSeconds } = await callWaiter(brand.id, place.id, body.reason ?? null);
  const headers: Record<string, string> = { ...noStore, etag: etagOf(call) };
  if (retryAfterSeconds !== undefined) headers["retry-after"] = String(retryAfterSeconds);
  return NextResponse.json({ call }, { status: created ? 201 : 200, headers });
});
