import { NextResponse } from "next/server";
import { tabPartId } from "@/lib/domain/http/api-bodies";
import { ApiError } from "@/lib/domain/http/api-errors";
import { operatorPartBodySchema } from "@/lib/domain/tabs/tab-bodies";
import { getDb, type Tx } from "@/lib/server/db/client";
import { audit } from "@/lib/server/dal/staff-audit";
import { partBranch } from "@/lib/server/dal/tabs";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { requireBranchAccess } from "@/lib/server/staff/staff-branch";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";
import { releaseHeldPart } from "@/lib/server/tabs/release-part";
import { settlePart } from "@/lib/server/tabs/settle-part";

/**
 * PATCH /api/v1/operator/tab-parts/{id} {state: "paid" | "released"} — staff (the console, at their branches, with
 * payments.confirm: never a kitchen account; or an integration's key) confirm a part paid in cash, by dataphone
 * or charged to the room, or let a held part go when its payer did not pay — an online one too, once its gateway
 * was asked (a payment that went through keeps it paid: 409 part_settled). The tab closes on every phone when its
 * balance is 0 and every part is paid. 409 part_settled for a part already settled, or one paid online marked paid.
 */
export const PATCH = operatorRoute({ permission: "payments.confirm", params: { id: tabPartId }, body: operatorPartBodySchema }, async ({ brand, params, body, staff }) => {
  const db = await getDb();
  if (staff) {
    const branchId = await partBranch(db, brand.id, params.id);
    if (branchId === null) throw new ApiError("not_found", "No such part");
    requireBranchAccess(staff, branchId);
  }
  const record = (tx: Tx, settled: { tabId: number }) =>
    audit(brand.id, staff, body.state === "paid" ? "payment.confirmed" : "payment.released", { type: "tab_part", id: params.id }, { tab: settled.tabId, via: staff ? "console" : "operator_key" }, tx);
  const settled =
    body.state === "released"
      ? await releaseHeldPart(db, await gatewayForBrand(brand.id), brand.id, params.id, "staff", { record })
      : await db.transaction(async (tx) => {
          const paid = await settlePart(tx, brand.id, params.id, "paid", "staff");
          await record(tx, paid);
          return paid;
        });
  return NextResponse.json({ part: { id: params.id, state: body.state }, tab: { id: settled.tabId, closed: settled.closed } });
});
