import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { getDb } from "@/lib/server/db/client";
import { apiRoute, readJson } from "@/lib/server/http/api-route";
import { applyPaymentEvent } from "@/lib/server/payments/apply-event";
import { gatewayNamed } from "@/lib/server/payments/gateway";

/**
 * POST /api/payments/events/{sandbox|wompi} — the gateway's events URL. Belongs to no brand host (proxy.ts):
 * the payment is found by its reference, and only among the attempts made at this gateway.
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ gateway: string }> }) => {
  const gateway = gatewayNamed((await params).gateway);
  if (!gateway) throw new ApiError("not_found", "No such gateway is configured");
  const result = await applyPaymentEvent(await getDb(), gateway, await readJson(request), request.headers.get("x-event-checksum"));
  if (!result.ok) {
    throw result.status === 401 ? new ApiError("unauthorized", "The event's checksum does not verify") : new ApiError("bad_request", "Not a transaction event");
  }
  return NextResponse.json({ outcome: result.outcome });
});
