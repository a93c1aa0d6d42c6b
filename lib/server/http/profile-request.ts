import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import { isProfileId, isProfileToken, PROFILE_ID_HEADER, PROFILE_TOKEN_HEADER } from "@/lib/domain/diners/profile";
import type { ProfileAccount } from "@/lib/domain/diners/profile-account";
import { profileAccount, profileTokenValid } from "../dal/profiles";

/**
 * The profile a call's headers prove (product §6/§7: profileid and token), or null: no headers, or headers that
 * prove nothing. A call that merely links its result to the diner (an order, a booking) goes on anonymous then.
 */
export async function provenProfile(request: Request, instanceId: number): Promise<string | null> {
  const id = request.headers.get(PROFILE_ID_HEADER);
  const token = request.headers.get(PROFILE_TOKEN_HEADER);
  if (!isProfileId(id) || !isProfileToken(token)) return null;
  return (await profileTokenValid(instanceId, id, token)) ? id : null;
}

/** The profile endpoints' guard: the proven profile, else 401 (the browser then makes a new anonymous one). */
export async function requireProfile(request: Request, instanceId: number): Promise<string> {
  const id = await provenProfile(request, instanceId);
  if (!id) throw new ApiError("unauthorized", `Send a profile's ${PROFILE_ID_HEADER} and ${PROFILE_TOKEN_HEADER} headers (POST /api/v1/profiles/anonymous.json makes one)`);
  return id;
}

/** The account of the profile the headers prove (GET status.json and account.json), else 401. */
export async function requireProfileAccount(request: Request, instanceId: number): Promise<ProfileAccount> {
  const account = await profileAccount(instanceId, await requireProfile(request, instanceId));
  if (!account) throw new ApiError("unauthorized", "No such profile");
  return account;
}
