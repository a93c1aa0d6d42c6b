import "server-only";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { getDb } from "../db/client";
import { audit } from "../dal/staff-audit";
import { deleteStaffSession, deleteStaffSessions } from "../dal/staff-sessions";
import type { Staff } from "./require-staff";
import { sessionToken } from "./session-cookie";

/** Ends the session the request's cookie holds at this brand, if any: signing out twice is no error. */
export async function signOut(request: Request, brand: Pick<InstanceConfig, "id">): Promise<void> {
  const token = sessionToken(request);
  const accountId = token && (await deleteStaffSession(brand.id, token));
  if (accountId) await audit(brand.id, { id: accountId }, "staff.signed_out", { type: "staff_account", id: accountId });
}

/** Ends every session of the signed-in account, this device's included (a lost phone, a shared tablet). */
export async function signOutEverywhere(brand: Pick<InstanceConfig, "id">, staff: Staff): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ended = await deleteStaffSessions(tx, brand.id, staff.id);
    await audit(brand.id, staff, "staff.signed_out_everywhere", { type: "staff_account", id: staff.id }, { sessions: ended }, tx);
  });
}
