import type { GatewayName } from "./gateway-account";
import type { OnlineMethod } from "./payment-methods";

/**
 * The online methods (product §5) each gateway takes, as the checkout offers them. Wompi (and the sandbox, which
 * plays it) takes card, PSE and Nequi. Mercado Pago's Checkout Pro takes one online tile, "card": its own page then
 * offers the country's card, cash-voucher and transfer methods (docs/payments.md), so PSE and Nequi, which we would
 * send to Wompi, are hidden where a brand's gateway is Mercado Pago.
 */
export const GATEWAY_ONLINE_METHODS: Readonly<Record<GatewayName, readonly OnlineMethod[]>> = {
  sandbox: ["card", "pse", "nequi"],
  wompi: ["card", "pse", "nequi"],
  mercadopago: ["card"],
};
