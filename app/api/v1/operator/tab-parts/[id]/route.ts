import { NextResponse } from "next/server";
import { tabPartId } from "@/lib/domain/api-bodies";
import { ApiError } from "@/lib/domain/api-errors";
import { operatorPartBodySchema } from "@/lib/domain/tab-bodies";
import { getDb } from "@/lib/server/db/client";
import { audit } from "@/lib/server/dal/staff-audit";
import { partBranch } from "@/lib/server/dal/tabs";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { requireBranchAccess } from "@/lib/server/staff/staff-branch";
import { settlePart } from "@/lib/server/tabs/settle-part";

/**
 * PATCH /api/v1/operator/tab-parts/{id} {state: "paid" | "released"} — staff (the console, at their branches, with
 * payments.confirm: never a kitchen account; or an integration's key) confirm a part paid in cash, by
 * dataphone or charged to the room, or let it go when the payer did not pay; the tab closes on every phone
 * when its balance is 0 and every part is paid. 409 part_settled for a part already settled or paid online
 * (the gateway's events settle those).
 */
export const PATCH = operatorRoute({ permission: "payments.confirm", params: { id: tabPartId }, body: operatorPartBodySchema }, async ({ brand, params, body, staff }) => {
  const db = await getDb();
  if (staff) {
    const branchId = await partBranch(db, brand.id, params.id);
    if (branchId === null) throw new ApiError("not_found", "No such part");
    requireBranchAccess(staff, branchId);
  }
  const settled = await db.transaction(async (tx) => {
    const outcome = await settlePart(tx, brand.id, params.id, body.state, "staff");
    await audit(brand.id, staff, body.state === "paid" ? "payment.confirmed" : "payment.released", { type: "tab_part", id: params.id }, { tab: outcome.tabId, via: staff ? "console" : "operator_key" }, tx);
    return outcome;
  });
  return NextResponse.json({ part: { id: params.id, state: body.state }, tab: { id: settled.tabId, closed: settled.closed } });
});
