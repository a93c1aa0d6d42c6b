import { NextResponse } from "next/server";
import { waiterCallsQuery } from "@/lib/domain/http/api-bodies";
import { coversBranch } from "@/lib/domain/staff/staff-roles";
import { listWaiterCalls } from "@/lib/server/dal/waiter-calls";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { branchForStaff } from "@/lib/server/staff/staff-branch";

/**
 * GET /api/v1/operator/waiter-calls?supplier_id=&status= — staff (the console, or an integration with the brand's
 * operator key) read this brand's waiter calls: open ones by default, oldest first, with their table and how
 * long they have waited; a staff account only its branches' (another branch named: 403 forbidden).
 */
export const GET = operatorRoute({ permission: "waiter_calls.ack", query: waiterCallsQuery }, async ({ brand, query, staff }) => {
  const named = query.supplier_id === undefined ? undefined : await branchForStaff(brand, staff, query.supplier_id);
  const calls = await listWaiterCalls(brand.id, { status: query.status ?? "open", supplierId: named?.id });
  const visible = staff ? calls.filter((call) => coversBranch(staff.branches, call.supplier.id)) : calls;
  return NextResponse.json({ calls: visible }, { headers: { "cache-control": "private, no-store" } });
});
