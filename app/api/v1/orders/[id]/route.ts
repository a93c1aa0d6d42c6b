import { brandRoute } from "@/lib/server/http/brand-route";
import { orderCall, orderResponse, orderWithToken } from "@/lib/server/http/order-request";

/** GET /api/v1/orders/{id}?token= — an order, for whoever holds its access token (the diner's device). */
export const GET = brandRoute(orderCall, async ({ brand, params, query }) => {
  const { db, order } = await orderWithToken(brand, params.id, query.token);
  return orderResponse(db, order);
});
