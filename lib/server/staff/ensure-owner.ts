import "server-only";
import type { StaffAccountWire } from "@/lib/domain/staff/staff-wire";
import { getDb } from "../db/client";
import { findStaffCredentials, insertStaffAccount, toStaffAccount, updateStaffAccount } from "../dal/staff-accounts";
import { audit } from "../dal/staff-audit";
import { deleteStaffSessions } from "../dal/staff-sessions";
import { hashPassword, passwordMatches } from "./password";

export type OwnerOutcome = "created" | "reset" | "unchanged";

/**
 * A brand's owner from the command line (npm run brand:staff, the demo seed) or the admin API (the same command
 * against a running server): a new owner, or the account of that
 * address made an enabled owner of all branches with this password — the way back in for a brand whose owners
 * are locked out. A password it already has is left alone, so seeding again does not sign its devices out;
 * a new one ends every session. Logged with no author — the command line is nobody's account — and how it came.
 */
export async function ensureOwner(
  instanceId: number,
  { email, name, password }: { email: string; name: string; password: string },
  by: "cli" | "admin_api" = "cli",
): Promise<{ account: StaffAccountWire; outcome: OwnerOutcome }> {
  const db = await getDb();
  const existing = await findStaffCredentials(instanceId, email);
  if (!existing) {
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const row = await insertStaffAccount(tx, instanceId, { email, name, role: "owner", branches: [], passwordHash });
      await audit(instanceId, null, "staff.created", { type: "staff_account", id: row.id }, { email, role: "owner", branches: [], by }, tx);
      return { account: toStaffAccount(row), outcome: "created" as const };
    });
  }
  const keepsPassword = await passwordMatches(existing.passwordHash, password);
  if (keepsPassword && existing.role === "owner" && !existing.disabledAt) return { account: toStaffAccount(existing), outcome: "unchanged" };
  const passwordHash = keepsPassword ? undefined : await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await updateStaffAccount(tx, instanceId, existing, { role: "owner", branches: [], disabledAt: null, ...(passwordHash && { passwordHash, passwordChangedAt: new Date() }) });
    const ended = passwordHash ? await deleteStaffSessions(tx, instanceId, row.id) : 0;
    const detail = { role: { from: existing.role, to: "owner" }, disabled: false, password_set: Boolean(passwordHash), sessions_ended: ended, by };
    await audit(instanceId, null, "staff.updated", { type: "staff_account", id: row.id }, detail, tx);
    return { account: toStaffAccount(row), outcome: "reset" as const };
  });
}
