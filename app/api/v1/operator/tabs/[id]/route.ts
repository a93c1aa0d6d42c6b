import { NextResponse } from "next/server";
import { tabId } from "@/lib/domain/api-bodies";
import { ApiError } from "@/lib/domain/api-errors";
import { operatorTabCloseSchema } from "@/lib/domain/tab-bodies";
import { getDb } from "@/lib/server/db/client";
import { audit } from "@/lib/server/dal/staff-audit";
import { tabBranch } from "@/lib/server/dal/tabs";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { requireBranchAccess } from "@/lib/server/staff/staff-branch";
import { closeTab } from "@/lib/server/tabs/close-tab";

/**
 * PATCH /api/v1/operator/tabs/{id} {status: "closed"} — staff (the console's floor view, at their branches; or an
 * integration's key) close a tab nothing is owed on — the table is free again and every phone at it sees the tab
 * close. 409 tab_balance_due while money is owed, tab_payment_held while a part waits for its money, tab_closed
 * when it already closed. Audited ("tab.closed").
 */
export const PATCH = operatorRoute({ permission: "tables.manage", params: { id: tabId }, body: operatorTabCloseSchema }, async ({ brand, params, staff }) => {
  const db = await getDb();
  const branchId = await tabBranch(db, brand.id, params.id);
  if (branchId === null) throw new ApiError("not_found", "No such tab");
  requireBranchAccess(staff, branchId);
  await db.transaction(async (tx) => {
    await closeTab(tx, brand.id, params.id);
    await audit(brand.id, staff, "tab.closed", { type: "tab", id: params.id }, { via: staff ? "console" : "operator_key" }, tx);
  });
  return NextResponse.json({ tab: { id: params.id, status: "closed" } });
});
