import "server-only";
import type { PaymentAccount } from "@/lib/domain/payments/gateway-account";
import { defaultGateway, sandboxGateway, wompiGateway, type Gateway } from "./gateway";
import { mercadoPagoGateway } from "./mercadopago-gateway";
import { readPaymentAccount } from "./payment-account";

/** The gateway of a brand's own account: its keys sign its checkouts and verify its events. */
export function gatewayOfAccount(account: PaymentAccount): Gateway {
  if (account.gateway === "sandbox") return sandboxGateway();
  if (account.gateway === "mercadopago") {
    const { access_token, webhook_secret } = account.secrets;
    if (!access_token || !webhook_secret) throw new Error("a Mercado Pago account keeps its access token and webhook secret");
    return mercadoPagoGateway({ publicKey: account.settings.public_key, accessToken: access_token, webhookSecret: webhook_secret });
  }
  const { integrity_secret, events_secret, private_key } = account.secrets;
  if (!integrity_secret || !events_secret) throw new Error("a Wompi account keeps its integrity and events secrets");
  return wompiGateway({ publicKey: account.settings.public_key, integritySecret: integrity_secret, eventsSecret: events_secret, test: account.settings.test, privateKey: private_key });
}

/**
 * The gateway a brand takes payments with: its own account when it has one, else the deployment's (PAYMENT_GATEWAY),
 * so brands that never set one — the demo's included — pay as before. Read per call (one row by its key): an owner's
 * change reaches the next payment on every replica.
 */
export async function gatewayForBrand(instanceId: number): Promise<Gateway> {
  const own = await readPaymentAccount(instanceId);
  return own ? gatewayOfAccount(own.account) : defaultGateway();
}

/** How the payment code asks for a brand's gateway; tests hand in their own. */
export type GatewayOf = (instanceId: number) => Promise<Gateway>;
