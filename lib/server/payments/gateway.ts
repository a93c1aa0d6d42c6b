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
}

export function gatewayNamed(name: string): Gateway | null {
  if (name === "sandbox") {
    const secrets = sandboxSecrets();
    return { name, checkoutBase: sandboxCheckoutBase, publicKey: secrets.publicKey, integritySecret: secrets.integrity, eventsSecret: secrets.events };
  }
  if (name === "wompi") {
    const e = env();
    if (!e.WOMPI_PUBLIC_KEY || !e.WOMPI_INTEGRITY_SECRET || !e.WOMPI_EVENTS_SECRET) return null;
    return {
      name,
      checkoutBase: () => e.WOMPI_CHECKOUT_URL,
      publicKey: e.WOMPI_PUBLIC_KEY,
      integritySecret: e.WOMPI_INTEGRITY_SECRET,
      eventsSecret: e.WOMPI_EVENTS_SECRET,
    };
  }
  return null;
}

/** The gateway this deployment takes payments with (PAYMENT_GATEWAY; env validation ensures its keys). */
export function activeGateway(): Gateway {
  return gatewayNamed(env().PAYMENT_GATEWAY)!;
}
