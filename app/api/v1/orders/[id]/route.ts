import { orderFromRequest, orderResponse } from "@/lib/server/http/order-request";

/** GET /api/v1/orders/{id}?token= — an order, for whoever holds its access token (the diner's device). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const found = await orderFromRequest(request, params);
  if (found instanceof Response) return found;
  return orderResponse(found.db, found.order);
}
