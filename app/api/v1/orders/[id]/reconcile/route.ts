import { z } from "zod";
import { findOrderWithToken } from "@/lib/server/orders/order-access";
import { badRequest } from "@/lib/server/http/zod-error";
import { orderFromRequest, orderResponse } from "@/lib/server/http/order-request";
import { reconcilePayment } from "@/lib/server/payments/apply-event";
import { activeGateway } from "@/lib/server/payments/gateway";

const bodySchema = z.object({ transaction_id: z.string().min(1).max(100) });

/**
 * POST /api/v1/orders/{id}/reconcile?token= {transaction_id} — the order page calls this when the diner is
 * back from the gateway with its transaction id and the order is not paid yet; answers the order as it
 * stands after asking the gateway (unchanged where the gateway keeps no records, as the sandbox).
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const found = await orderFromRequest(request, params);
  if (found instanceof Response) return found;
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return badRequest(body.error);
  const { brand, db, order, token } = found;
  if (order.status === "approved") return orderResponse(db, order);
  const outcome = await reconcilePayment(db, activeGateway(), order, body.data.transaction_id);
  // Read again only when the gateway's record changed it.
  return orderResponse(db, outcome === "applied" ? (await findOrderWithToken(db, brand.id, order.id, token))! : order);
}
