import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { can, type StaffPermission } from "@/lib/domain/staff/staff-roles";
import { lastSeenStale, renewedExpiry } from "@/lib/domain/staff/staff-session";
import type { StaffAccountWire } from "@/lib/domain/staff/staff-wire";
import { toStaffAccount } from "../dal/staff-accounts";
import { findStaffSession, touchStaffSession } from "../dal/staff-sessions";
import { sessionToken } from "./session-cookie";

/** The signed-in account a staff call acts as, and the session it came with. */
export interface Staff extends StaffAccountWire {
  sessionId: string;
}

export interface SignedIn {
  staff: Staff;
  /** the cookie's token when the session was renewed by this call, so the answer sets the cookie again */
  renewedToken: string | null;
}

/**
 * The staff member behind the request's cookie at this brand, or null: no cookie, an invented or ended token,
 * another brand's session, a disabled account. A session more than half used is renewed (sliding expiry).
 */
export async function currentStaff(request: Request, brand: Pick<InstanceConfig, "id">, now = new Date()): Promise<SignedIn | null> {
  const token = sessionToken(request);
  const found = token && (await findStaffSession(brand.id, token, now));
  if (!token || !found) return null;
  const { session, account } = found;
  const expiresAt = renewedExpiry(session.expiresAt, now) ?? undefined;
  if (expiresAt || lastSeenStale(session.lastSeenAt, now)) await touchStaffSession(brand.id, session.id, { lastSeenAt: now, expiresAt });
  return { staff: { ...toStaffAccount(account), sessionId: session.id }, renewedToken: expiresAt ? token : null };
}

/** currentStaff, or the API's 401 staff_signed_out; with a permission, its 403 forbidden when the role lacks it. */
export async function requireStaff(request: Request, brand: Pick<InstanceConfig, "id">, permission?: StaffPermission): Promise<SignedIn> {
  const signedIn = await currentStaff(request, brand);
  if (!signedIn) throw new ApiError("staff_signed_out", "Sign in to the staff console first");
  if (permission && !can(signedIn.staff.role, permission)) throw new ApiError("forbidden", `A ${signedIn.staff.role} account cannot do ${permission}`);
  return signedIn;
}
