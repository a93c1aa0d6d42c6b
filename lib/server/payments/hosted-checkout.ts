import "server-only";
import type { Gateway } from "./gateway";
import { webCheckoutUrl, type CheckoutRequest, type DinerReturn } from "./web-checkout";

/** Where a gateway's notifications about the attempt `reference` go: its events URL on the host the diner used. */
export function notificationUrl(where: Pick<DinerReturn, "host" | "protocol">, gateway: string, reference: string): string {
  const url = new URL(`/api/payments/events/${gateway}`, `${where.protocol}//${where.host}`);
  url.searchParams.set("reference", reference);
  return url.toString();
}

/**
 * Where to send the diner to pay `request` at `gateway`: a checkout the gateway makes on our call (Mercado Pago's
 * preference) or the signed Web Checkout link (Wompi, the sandbox).
 */
export async function hostedCheckoutUrl(gateway: Gateway, where: DinerReturn, request: CheckoutRequest): Promise<string> {
  if (gateway.startCheckout) return gateway.startCheckout({ ...request, notificationUrl: notificationUrl(where, gateway.name, request.reference) });
  return webCheckoutUrl(gateway.checkoutBase(where.host, where.protocol), gateway.publicKey, gateway.integritySecret, request);
}
