import { POST as gatewayEvents } from "@/app/api/payments/events/[gateway]/route";
import { eventChecksum, type WompiEvent } from "@/lib/domain/payments/wompi-signature";
import { sandboxSecrets } from "@/lib/server/payments/sandbox-gateway";
import { params } from "./requests";

let clock = 1_700_000_000;

/** A transaction event as the sandbox gateway signs it (Wompi's shape), each with a later timestamp. */
export function sandboxEvent(
  reference: string,
  status: string,
  { amount, currency = "COP", transaction = `sbx_${reference}`, secret = sandboxSecrets().events, method = "CARD" }: { amount: number; currency?: string; transaction?: string; secret?: string; method?: string },
) {
  const body: WompiEvent & { event: string; data: { transaction: Record<string, unknown> } } = {
    event: "transaction.updated",
    data: { transaction: { id: transaction, reference, amount_in_cents: amount, currency, status, payment_method_type: method } },
    signature: { properties: ["transaction.id", "transaction.status", "transaction.amount_in_cents"], checksum: "" },
    timestamp: clock++,
  };
  body.signature.checksum = eventChecksum(body, secret)!;
  return body;
}

/** Posts an event to the gateway events route, as the gateway would. */
export function postGatewayEvent(body: unknown, gateway = "sandbox") {
  return gatewayEvents(
    new Request(`http://127.0.0.1/api/payments/events/${gateway}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "x-event-checksum": (body as { signature?: { checksum?: string } }).signature?.checksum ?? "" },
    }),
    params({ gateway }),
  );
}
