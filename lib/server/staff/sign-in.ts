import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import type { StaffSignInBody } from "@/lib/domain/staff/staff-bodies";
import type { StaffAccountWire } from "@/lib/domain/staff/staff-wire";
import { findStaffCredentials, toStaffAccount } from "../dal/staff-accounts";
import { audit } from "../dal/staff-audit";
import { createStaffSession, deleteStaffSession } from "../dal/staff-sessions";
import { clientAddress } from "../http/client-address";
import { limitRateFor, rewardRate } from "../rate-limit/limit-rate";
import { passwordMatches, spendVerification } from "./password";
import { sessionToken } from "./session-cookie";

const invalid = () => new ApiError("invalid_credentials", "Wrong email or password");

/**
 * A staff sign-in. Both budgets are counted before the password is looked at, so once one is spent even
 * the right password is refused (429) until its window ends; a success gives its calls back, so only failures
 * count. An unknown address, a wrong password and a disabled account all answer the same 401 after the same
 * argon2 work. Every sign-in makes a new session: a token the device already held is ended, never adopted.
 */
export async function signIn(request: Request, brand: Pick<InstanceConfig, "id">, { email, password }: StaffSignInBody): Promise<{ account: StaffAccountWire; token: string }> {
  const scope = String(brand.id);
  const address = clientAddress(request);
  await limitRateFor("staff_sign_in_address", scope, address);
  await limitRateFor("staff_sign_in_email", scope, email);

  const row = await findStaffCredentials(brand.id, email);
  const matches = row ? await passwordMatches(row.passwordHash, password) : await spendVerification(password);
  if (!row || !matches || row.disabledAt) throw invalid();

  await Promise.all([rewardRate("staff_sign_in_address", scope, address), rewardRate("staff_sign_in_email", scope, email)]);
  const held = sessionToken(request);
  if (held) await deleteStaffSession(brand.id, held);
  const userAgent = request.headers.get("user-agent");
  const { token } = await createStaffSession(brand.id, row.id, { userAgent });
  await audit(brand.id, row, "staff.signed_in", { type: "staff_account", id: row.id }, { user_agent: userAgent?.slice(0, 300) ?? null });
  return { account: toStaffAccount(row), token };
}
