import { NextResponse } from "next/server";
import { waiterCallsQuery } from "@/lib/domain/api-bodies";
import { listWaiterCalls } from "@/lib/server/dal/waiter-calls";
import { requireOperator } from "@/lib/server/http/bearer";
import { branchForCall } from "@/lib/server/http/branch-for-call";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/operator/waiter-calls?supplier_id=&status= — until the staff console exists, an operator
 * (the brand's operator key) reads this brand's waiter calls: open ones by default, oldest first, with their table
 * and how long they have waited.
 */
export const GET = brandRoute(
  {
    authorize: requireOperator,
    query: waiterCallsQuery,
  },
  async ({ brand, query }) => {
    const supplierId = query.supplier_id === undefined ? undefined : (await branchForCall(brand, query.supplier_id)).id;
    const calls = await listWaiterCalls(brand.id, { status: query.status ?? "open", supplierId });
    return NextResponse.json({ calls }, { headers: { "cache-control": "private, no-store" } });
  },
);
