import "server-only";
import { env } from "../env";
import { sandboxCheckoutBase, sandboxSecrets } from "./sandbox-gateway";

export const GATEWAY_NAMES = ["sandbox", "wompi"] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/**
 * A hosted-checkout gateway as our server sees it: where to send the diner, with which key and integrity
 * secret the amount is signed, and the secret its events are checked with. Both gateways speak Wompi's
 * Web Checkout and events protocol, so they differ only in these values.
 */
export interface Gateway {
  name: GatewayName;
  /** the hosted checkout page for a diner who reached us at `dinerHost` */
  checkoutBase: (dinerHost: string, protocol: string) => string;
  publicKey: string;
  integritySecret: string;
  eventsSecret: string;
  /**
   * The gateway's own record of a transaction, asked when the diner is back and its event has not arrived.
   * Absent for the sandbox, which keeps no records: its events are all there is.
   */
  lookup?: (transactionId: string) => Promise<unknown>;
}

export function gatewayNamed(name: string): Gateway | null {
  if (name === "sandbox") {
    const secrets = sandboxSecrets();
    return { name, checkoutBase: sandboxCheckoutBase, publicKey: secrets.publicKey, integritySecret: secrets.integrity, eventsSecret: secrets.events };
  }
  if (name === "wompi") {
    const e = env();
    if (!e.WOMPI_PUBLIC_KEY || !e.WOMPI_INTEGRITY_SECRET || !e.WOMPI_EVENTS_SECRET) return null;
    // Test keys (pub_test_…) live in Wompi's sandbox environment, production keys in production.
    const api = e.WOMPI_API_URL ?? (e.WOMPI_PUBLIC_KEY.startsWith("pub_test_") ? "https://sandbox.wompi.co/v1" : "https://production.wompi.co/v1");
    return {
      name,
      checkoutBase: () => e.WOMPI_CHECKOUT_URL,
      publicKey: e.WOMPI_PUBLIC_KEY,
      integritySecret: e.WOMPI_INTEGRITY_SECRET,
      eventsSecret: e.WOMPI_EVENTS_SECRET,
      lookup: (transactionId) => wompiTransaction(api, transactionId),
    };
  }
  return null;
}

/** The gateway this deployment takes payments with (PAYMENT_GATEWAY; env validation ensures its keys). */
export function activeGateway(): Gateway {
  return gatewayNamed(env().PAYMENT_GATEWAY)!;
}

/** GET {api}/transactions/{id}: Wompi answers `{ data: transaction }`; anything else is no answer. */
async function wompiTransaction(api: string, transactionId: string): Promise<unknown> {
  const response = await fetch(`${api.replace(/\/+$/, "")}/transactions/${encodeURIComponent(transactionId)}`, {
    signal: AbortSignal.timeout(5000),
    cache: "no-store",
  });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  return body?.data ?? null;
}
