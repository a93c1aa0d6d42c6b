import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { getDb } from "../db/client";
import { findStaffAccountRow, updateStaffAccount } from "../dal/staff-accounts";
import { audit } from "../dal/staff-audit";
import { deleteStaffSessions } from "../dal/staff-sessions";
import { limitRateFor, rewardRate } from "../rate-limit/limit-rate";
import { hashPassword, passwordMatches } from "./password";
import type { Staff } from "./require-staff";

/**
 * The signed-in account's own new password. The current one must be given, counted on the sign-in budget of the
 * account (a borrowed device cannot guess it faster than a sign-in could); every other device is signed out, as
 * whoever changes a password usually does it because someone else may know the old one.
 */
export async function changeOwnPassword(brand: Pick<InstanceConfig, "id">, staff: Staff, { current, next }: { current: string; next: string }): Promise<void> {
  const scope = String(brand.id);
  await limitRateFor("staff_sign_in_email", scope, staff.email);
  const row = await findStaffAccountRow(brand.id, staff.id);
  if (!row || !(await passwordMatches(row.passwordHash, current))) throw new ApiError("wrong_password", "The current password is wrong");
  await rewardRate("staff_sign_in_email", scope, staff.email);
  const passwordHash = await hashPassword(next);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await updateStaffAccount(tx, brand.id, row, { passwordHash, passwordChangedAt: new Date() });
    const ended = await deleteStaffSessions(tx, brand.id, staff.id, { except: staff.sessionId });
    await audit(brand.id, staff, "staff.password_changed", { type: "staff_account", id: staff.id }, { other_sessions_ended: ended }, tx);
  });
}
