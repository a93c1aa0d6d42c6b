/*
 * Who a diner is across visits (product §3 Profile, §6, §7): an anonymous profile the browser creates on
 * its first visit and names in the headers of its calls. Apart from the API's schemas (profile-account.ts) so
 * the browser's code that sends the headers carries no validation library.
 */

/** Product §6/§7: the headers that name the diner's profile on a call. */
export const PROFILE_ID_HEADER = "profileid";
export const PROFILE_TOKEN_HEADER = "token";

/** Product §7/§9: a failed POST profiles/anonymous.json is tried again after 15 s. */
export const PROFILE_RETRY_MS = 15_000;

/** What a browser keeps of its profile at a brand: the id and the secret that proves it. */
export interface ProfileRecord {
  id: string;
  token: string;
}

/** The localStorage key of a brand's profile. */
export const profileKey = (brandSlug: string) => `comanda:${brandSlug}:profile`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A token as the API issues them: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isProfileId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
export const isProfileToken = (value: unknown): value is string => typeof value === "string" && TOKEN.test(value);

/** A profile record, if `value` (an API answer's, a storage's) is a well-formed one. */
export function profileRecordOf(value: unknown): ProfileRecord | null {
  const profile = (value ?? {}) as Partial<ProfileRecord>;
  return isProfileId(profile.id) && isProfileToken(profile.token) ? { id: profile.id, token: profile.token } : null;
}

/** The profile a brand's storage holds, if it is well formed. */
export function storedProfile(stored: string | null): ProfileRecord | null {
  if (!stored) return null;
  try {
    return profileRecordOf(JSON.parse(stored));
  } catch {
    return null;
  }
}
