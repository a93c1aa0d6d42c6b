import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { z } from "zod";
import { boardOrders } from "@/lib/server/dal/order-board";
import { holdsVersion } from "@/lib/server/http/etag";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff } from "@/lib/server/staff/staff-branch";

const boardQuery = z.object({ supplier: z.string().trim().min(1).max(80) }).strict();

/**
 * GET /api/v1/operator/orders?supplier={id or slug} — the branch's live orders for the staff board (issue 16,
 * lib/domain/order-board.ts), oldest first, with an ETag: the board polls every few seconds and an unchanged
 * board answers 304 without a body. A staff account sees only its branches (403 forbidden).
 */
export const GET = operatorRoute({ permission: "orders.move", query: boardQuery }, async ({ request, brand, query, staff }) => {
  const branch = await branchForStaff(brand, staff, query.supplier);
  const orders = await boardOrders(brand.id, branch.id);
  const body = JSON.stringify({ orders });
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { etag, "cache-control": "private, no-store" };
  if (holdsVersion(request, etag)) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(body, { headers: { ...headers, "content-type": "application/json" } });
});

