import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db/client";
import { apiError } from "@/lib/server/http/api-error";
import { applyPaymentEvent } from "@/lib/server/payments/apply-event";
import { gatewayNamed } from "@/lib/server/payments/gateway";

/**
 * POST /api/payments/events/{sandbox|wompi} — the gateway's events URL. Belongs to no brand host (proxy.ts):
 * the payment is found by its reference, and only among the attempts made at this gateway.
 */
export async function POST(request: Request, { params }: { params: Promise<{ gateway: string }> }) {
  const gateway = gatewayNamed((await params).gateway);
  if (!gateway) return apiError(404, "not_found", "No such gateway is configured");
  const body = await request.json().catch(() => undefined);
  if (body === undefined) return apiError(400, "bad_request", "The body is not valid JSON");
  const result = await applyPaymentEvent(await getDb(), gateway, body, request.headers.get("x-event-checksum"));
  if (!result.ok) {
    return result.status === 401 ? apiError(401, "unauthorized", "The event's checksum does not verify") : apiError(400, "bad_request", "Not a transaction event");
  }
  return NextResponse.json({ outcome: result.outcome });
}
