import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { getDb } from "@/lib/server/db/client";
import { apiRoute, readJson } from "@/lib/server/http/api-route";
import { applyPaymentEvent } from "@/lib/server/payments/apply-event";
import { applyMercadoPagoNotification, readNotification } from "@/lib/server/payments/mercadopago-events";

/**
 * POST /api/payments/events/{sandbox|wompi|mercadopago} — the gateways' events URL, on any brand's host. Belongs to no
 * brand host (proxy.ts): the payment is found by its reference (Mercado Pago's webhook: the `reference` of the
 * notification URL its preference was given), and the event verified with the secret of that payment's brand — 401
 * when it does not verify, 404 when the brand takes payments with another gateway (or none is configured).
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ gateway: string }> }) => {
  const gateway = (await params).gateway;
  const body = await readJson(request);
  const result =
    gateway === "mercadopago"
      ? await applyMercadoPagoNotification(await getDb(), readNotification(new URL(request.url), request.headers, body))
      : await applyPaymentEvent(await getDb(), gateway, body, request.headers.get("x-event-checksum"));
  if (!result.ok) {
    if (result.status === 404) throw new ApiError("not_found", "This payment's brand takes no payments with this gateway");
    throw result.status === 401 ? new ApiError("unauthorized", "The event's signature does not verify") : new ApiError("bad_request", "Not a transaction event");
  }
  return NextResponse.json({ outcome: result.outcome });
});
