import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { getDb } from "@/lib/server/db/client";
import { apiRoute, readJson } from "@/lib/server/http/api-route";
import { applyPaymentEvent } from "@/lib/server/payments/apply-event";

/**
 * POST /api/payments/events/{sandbox|wompi} — the gateways' events URL, on any brand's host. Belongs to no brand host
 * (proxy.ts): the payment is found by its reference, and the event verified with the events secret of that payment's
 * brand — 401 when it does not verify, 404 when the brand takes payments with another gateway (or none is configured).
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ gateway: string }> }) => {
  const result = await applyPaymentEvent(await getDb(), (await params).gateway, await readJson(request), request.headers.get("x-event-checksum"));
  if (!result.ok) {
    if (result.status === 404) throw new ApiError("not_found", "This payment's brand takes no payments with this gateway");
    throw result.status === 401 ? new ApiError("unauthorized", "The event's checksum does not verify") : new ApiError("bad_request", "Not a transaction event");
  }
  return NextResponse.json({ outcome: result.outcome });
});
