import { NextResponse } from "next/server";
import { staffAuditQuery } from "@/lib/domain/staff/staff-bodies";
import { seesAccount } from "@/lib/domain/staff/staff-roles";
import { listStaffAccounts } from "@/lib/server/dal/staff-accounts";
import { listStaffAudit } from "@/lib/server/dal/staff-audit";
import { staffRoute } from "@/lib/server/http/staff-route";

/**
 * GET /api/staff/audit?limit=50&before={id} — who did what at the brand, newest first (owners and managers). An
 * account of some branches reads what it and the accounts within its branches did, not the whole brand's log.
 */
export const GET = staffRoute({ permission: "audit.read", query: staffAuditQuery }, async ({ brand, staff, query }) => {
  const by = staff.branches.length ? (await listStaffAccounts(brand.id)).filter((account) => seesAccount(staff, account)).map((account) => account.id) : undefined;
  return NextResponse.json({ entries: await listStaffAudit(brand.id, { ...query, by }) });
});
