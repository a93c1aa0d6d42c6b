import { NextResponse } from "next/server";
import { tabId } from "@/lib/domain/http/api-bodies";
import { ApiError } from "@/lib/domain/http/api-errors";
import { operatorTabCloseSchema } from "@/lib/domain/tabs/tab-bodies";
import { and, eq } from "drizzle-orm";
import { minor } from "@/lib/domain/money/minor";
import { isOnlineMethod } from "@/lib/domain/payments/payment-methods";
import { forcedCloseToWire } from "@/lib/domain/staff/staff-wire";
import { getDb, type Db } from "@/lib/server/db/client";
import { tabParts } from "@/lib/server/db/schema";
import { gatewayForBrand } from "@/lib/server/payments/brand-gateway";
import { releaseHeldPart } from "@/lib/server/tabs/release-part";
import { audit } from "@/lib/server/dal/staff-audit";
import { tabBranch } from "@/lib/server/dal/tabs";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { requireBranchAccess } from "@/lib/server/staff/staff-branch";
import { closeTab } from "@/lib/server/tabs/close-tab";

/**
 * PATCH /api/v1/operator/tabs/{id} {status: "closed", reason?} — staff (the console's floor view, at their branches;
 * or an integration's key) close a tab: the table is free again and every phone at it sees the tab close. Without a
 * reason only once nothing is owed (409 tab_balance_due, tab_payment_held); with one, always — held parts are let
 * go (an online one once its gateway was asked: a payment that went through stays paid) and the activity log keeps
 * the reason and what was left unpaid. 409 tab_closed when it already closed. Audited ("tab.closed").
 */
export const PATCH = operatorRoute({ permission: "tables.manage", params: { id: tabId }, body: operatorTabCloseSchema }, async ({ brand, params, body, staff }) => {
  const db = await getDb();
  const branchId = await tabBranch(db, brand.id, params.id);
  if (branchId === null) throw new ApiError("not_found", "No such tab");
  requireBranchAccess(staff, branchId);
  if (body.reason) await releaseOnlineParts(db, brand.id, params.id);
  await db.transaction(async (tx) => {
    const closing = await closeTab(tx, brand.id, params.id, { reason: body.reason });
    const forced = body.reason ? forcedCloseToWire({ reason: body.reason, unpaid: minor(closing.unpaid), released: closing.released }, brand.currency) : {};
    await audit(brand.id, staff, "tab.closed", { type: "tab", id: params.id }, { via: staff ? "console" : "operator_key", ...forced }, tx);
  });
  return NextResponse.json({ tab: { id: params.id, status: "closed" } });
});

/** Each held online part of the tab let go after its gateway was asked; one paid meanwhile stays paid. */
async function releaseOnlineParts(db: Db, instanceId: number, id: number) {
  const held = await db
    .select({ id: tabParts.id, method: tabParts.method })
    .from(tabParts)
    .where(and(eq(tabParts.instanceId, instanceId), eq(tabParts.tabId, id), eq(tabParts.state, "held")));
  const online = held.filter((part) => isOnlineMethod(part.method));
  const gateway = online.length ? await gatewayForBrand(instanceId) : null;
  for (const part of online) {
    await releaseHeldPart(db, gateway!, instanceId, part.id, "staff").catch((error: unknown) => {
      if (!(error instanceof ApiError && error.code === "part_settled")) throw error;
    });
  }
}
