import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { StaffAccountCreateBody, StaffAccountPatchBody } from "@/lib/domain/staff/staff-bodies";
import { canManageRole, coversScope, scopeFor, type StaffRole } from "@/lib/domain/staff/staff-roles";
import type { StaffAccountListed } from "@/lib/domain/staff/staff-wire";
import { getDb } from "../db/client";
import { findStaffAccountRow, insertStaffAccount, toListedStaffAccount, updateStaffAccount, type StaffAccountChange } from "../dal/staff-accounts";
import { audit } from "../dal/staff-audit";
import { deleteStaffSessions } from "../dal/staff-sessions";
import { hashPassword } from "./password";
import type { Staff } from "./require-staff";
import { branchIds } from "./staff-branch";

type Brand = Pick<InstanceConfig, "id" | "slug">;

/** Refuses an account the actor may not hand out or touch: its role (canManageRole) or its branches (coversScope). */
function requireManageable(actor: Staff, role: StaffRole, branches: readonly number[]): void {
  if (!canManageRole(actor.role, role)) throw new ApiError("forbidden", `A ${actor.role} cannot manage ${role} accounts`);
  if (!coversScope(actor.branches, scopeFor(role, branches))) throw new ApiError("forbidden", "That account works at branches outside yours");
}

/** A new account of the brand, made by an owner (any role) or a manager (waiters and kitchens of their branches). */
export async function createAccount(brand: Brand, actor: Staff, body: StaffAccountCreateBody): Promise<StaffAccountListed> {
  const branches = await branchIds(brand, body.branches);
  requireManageable(actor, body.role, branches);
  const passwordHash = await hashPassword(body.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await insertStaffAccount(tx, brand.id, { email: body.email, name: body.name, role: body.role, branches, passwordHash });
    const account = toListedStaffAccount(row);
    await audit(brand.id, actor, "staff.created", { type: "staff_account", id: row.id }, { email: account.email, role: account.role, branches: account.branches }, tx);
    return account;
  });
}

/**
 * A change to another account (or one's own name). Nobody changes their own role, branches, access or password
 * here (the password has its own call, which asks for the current one), so a brand always keeps the owner who is
 * acting. Disabling an account or setting its password ends its sessions at once.
 */
export async function changeAccount(brand: Brand, actor: Staff, id: number, body: StaffAccountPatchBody): Promise<StaffAccountListed> {
  const target = await findStaffAccountRow(brand.id, id);
  if (!target) throw new ApiError("not_found", "No such staff account");
  const own = target.id === actor.id;
  if (own && (body.role !== undefined || body.branches !== undefined || body.disabled !== undefined || body.password !== undefined)) {
    throw new ApiError("forbidden", "Another owner or manager changes your role, branches and access; your password has its own call");
  }
  if (!own) requireManageable(actor, target.role, target.branches);
  const role = body.role ?? target.role;
  const branches = body.branches ? await branchIds(brand, body.branches) : target.branches;
  if (!own) requireManageable(actor, role, branches);

  const now = new Date();
  const change: StaffAccountChange = { name: body.name, role: body.role, branches: body.branches && branches };
  if (body.disabled !== undefined) change.disabledAt = body.disabled ? (target.disabledAt ?? now) : null;
  if (body.password !== undefined) Object.assign(change, { passwordHash: await hashPassword(body.password), passwordChangedAt: now });

  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await updateStaffAccount(tx, brand.id, target, change);
    const ended = row.disabledAt || body.password !== undefined ? await deleteStaffSessions(tx, brand.id, row.id) : 0;
    const detail = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.role !== undefined && { role: { from: target.role, to: row.role } }),
      ...(body.branches !== undefined && { branches: { from: scopeFor(target.role, target.branches), to: scopeFor(row.role, row.branches) } }),
      ...(body.disabled !== undefined && { disabled: body.disabled }),
      ...(body.password !== undefined && { password_set: true }),
      sessions_ended: ended,
    };
    await audit(brand.id, actor, "staff.updated", { type: "staff_account", id: row.id }, detail, tx);
    return toListedStaffAccount(row);
  });
}
