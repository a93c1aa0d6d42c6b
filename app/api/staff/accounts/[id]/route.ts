import { NextResponse } from "next/server";
import { staffAccountId, staffAccountPatchBody } from "@/lib/domain/staff/staff-bodies";
import { staffRoute } from "@/lib/server/http/staff-route";
import { changeAccount } from "@/lib/server/staff/manage-accounts";

/**
 * PATCH /api/staff/accounts/{id} {name?, role?, branches?, disabled?, password?} — 200 {account}. 404 for an id the
 * brand does not have; 403 forbidden for an account (or a role, or branches) the caller may not manage, and for
 * one's own role, branches, access or password. Disabling or setting a password signs the account out everywhere.
 */
export const PATCH = staffRoute({ permission: "staff.manage", params: { id: staffAccountId }, body: staffAccountPatchBody }, async ({ brand, staff, params, body }) =>
  NextResponse.json({ account: await changeAccount(brand, staff, params.id, body) }),
);
