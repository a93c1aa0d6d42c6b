import { NextResponse } from "next/server";
import { staffAccountCreateBody } from "@/lib/domain/staff/staff-bodies";
import { seesAccount } from "@/lib/domain/staff/staff-roles";
import { listStaffAccounts } from "@/lib/server/dal/staff-accounts";
import { staffRoute } from "@/lib/server/http/staff-route";
import { createAccount } from "@/lib/server/staff/manage-accounts";

/**
 * GET /api/staff/accounts — the brand's staff accounts, oldest first (owners and managers: staff.manage); an account
 * of some branches sees itself and the accounts within its branches only.
 */
export const GET = staffRoute({ permission: "staff.manage" }, async ({ brand, staff }) =>
  NextResponse.json({ accounts: (await listStaffAccounts(brand.id)).filter((account) => seesAccount(staff, account)) }),
);

/**
 * POST /api/staff/accounts {email, name, role, branches, password} — 201 {account}. An owner creates any role; a
 * manager waiters and kitchens of their own branches (else 403 forbidden). 409 staff_email_taken; 422
 * unknown_branch for a branch (id or slug) the brand lacks.
 */
export const POST = staffRoute({ permission: "staff.manage", body: staffAccountCreateBody }, async ({ brand, staff, body }) =>
  NextResponse.json({ account: await createAccount(brand, staff, body) }, { status: 201 }),
);
