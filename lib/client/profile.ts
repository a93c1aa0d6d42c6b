import { PROFILE_ID_HEADER, PROFILE_TOKEN_HEADER, profileKey, storedProfile, type ProfileRecord } from "@/lib/domain/diners/profile";

/*
 * The diner's profile at this brand, as this browser keeps it: read on every call, whose headers name it (spec
 * §6/§7). Making, checking and changing it is profile-session.ts's, loaded only where that happens.
 */

/** The profile this browser holds for the brand, if any (read on every call: another tab may have made it). */
export function currentProfile(brandSlug: string): ProfileRecord | null {
  try {
    return storedProfile(localStorage.getItem(profileKey(brandSlug)));
  } catch {
    return null; // storage denied (a private window's policy): the diner stays anonymous
  }
}

/** The headers that name the profile on a call; none without one. */
export function profileHeaders(brandSlug: string): Record<string, string> {
  const profile = currentProfile(brandSlug);
  return profile ? { [PROFILE_ID_HEADER]: profile.id, [PROFILE_TOKEN_HEADER]: profile.token } : {};
}
