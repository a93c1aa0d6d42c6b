import { z } from "zod";
import { brandRoute } from "@/lib/server/http/brand-route";
import { orderCall, orderResponse, orderWithToken } from "@/lib/server/http/order-request";
import { findOrderWithToken } from "@/lib/server/orders/order-access";
import { reconcilePayment } from "@/lib/server/payments/apply-event";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";

const bodySchema = z.object({ transaction_id: z.string().min(1).max(100) });

/**
 * POST /api/v1/orders/{id}/reconcile?token= {transaction_id} — the order page calls this when the diner is
 * back from the gateway with its transaction id and the order is not paid yet; answers the order as it
 * stands after asking the gateway (unchanged where the gateway keeps no records, as the sandbox).
 */
export const POST = brandRoute({ ...orderCall, body: bodySchema }, async ({ brand, params, query, body }) => {
  const { db, order, token } = await orderWithToken(brand, params.id, query.token);
  if (order.status === "approved") return orderResponse(db, order);
  const outcome = await reconcilePayment(db, await gatewayForBrand(brand.id), order, body.transaction_id);
  // Read again only when the gateway's record changed it.
  return orderResponse(db, outcome === "applied" ? (await findOrderWithToken(db, brand.id, order.id, token))! : order);
});
