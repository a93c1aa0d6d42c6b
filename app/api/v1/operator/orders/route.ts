import { z } from "zod";
import { boardOrderToWire } from "@/lib/domain/staff/staff-wire";
import { boardOrders } from "@/lib/server/dal/order-board";
import { hashedJson } from "@/lib/server/http/etag";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff } from "@/lib/server/staff/staff-branch";

const boardQuery = z.object({ supplier: z.string().trim().min(1).max(80) }).strict();

/**
 * GET /api/v1/operator/orders?supplier={id or slug} — the branch's live orders for the staff board
 * (lib/domain/orders/order-board.ts), oldest first, with an ETag: the board polls every few seconds and an unchanged
 * board answers 304 without a body. A staff account sees only its branches (403 forbidden).
 */
export const GET = operatorRoute({ permission: "orders.move", query: boardQuery }, async ({ request, brand, query, staff }) => {
  const branch = await branchForStaff(brand, staff, query.supplier);
  const orders = await boardOrders(brand.id, branch);
  return hashedJson(request, { orders: orders.map(boardOrderToWire) });
});
