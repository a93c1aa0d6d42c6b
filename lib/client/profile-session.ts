import { PROFILE_RETRY_MS, profileKey, profileRecordOf, type ProfileRecord } from "@/lib/domain/diners/profile";
import { currentProfile, profileHeaders } from "./profile";

/*
 * Making, checking and changing the brand's profile on this browser (product §4 app start: an
 * anonymous profile is made when none exists or the stored one fails its check): the visit's idle chunk, a smart link and the SMS code use it.
 */

/** How many times a failed POST profiles/anonymous.json is tried, PROFILE_RETRY_MS apart: then the next page tries. */
const CREATE_TRIES = 3;

/** Keeps `profile` as the brand's profile on this browser (made here, or given by a smart link or an SMS code), checked for this tab. */
export function keepProfile(brandSlug: string, profile: ProfileRecord): void {
  localStorage.setItem(profileKey(brandSlug), JSON.stringify(profile));
  sessionStorage.setItem(`${profileKey(brandSlug)}:checked`, profile.id);
  window.dispatchEvent(new Event(PROFILE_EVENT));
}

/** Fired on window when this tab keeps a (new) profile: screens that show the profile read it again. */
export const PROFILE_EVENT = "comanda:profile";

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The brand's profile, checked once per tab (GET status.json) and made when there is none or the server no
 * longer knows it (POST anonymous.json, tried again after 15 s). Null while it cannot be had: nothing waits on it.
 */
export async function ensureProfile(brandSlug: string, signal: AbortSignal): Promise<ProfileRecord | null> {
  const key = profileKey(brandSlug);
  const checkedKey = `${key}:checked`;
  const held = currentProfile(brandSlug);
  if (held && sessionStorage.getItem(checkedKey) === held.id) return held;
  if (held) {
    const answer = await fetch("/api/v1/profiles/status.json", { headers: profileHeaders(brandSlug), cache: "no-store", signal }).catch(() => null);
    // a network failure or a server error says nothing about the profile: keep it, check again on the next tab
    if (!answer || answer.status !== 401) {
      if (answer?.ok) sessionStorage.setItem(checkedKey, held.id);
      return held;
    }
    localStorage.removeItem(key);
  }
  for (let tries = 0; tries < CREATE_TRIES && !signal.aborted; tries++) {
    if (tries) await wait(PROFILE_RETRY_MS, signal);
    if (signal.aborted) break;
    const made = await createProfile(signal).catch(() => null);
    // a profile another call kept meanwhile (a smart link, an SMS code) wins over the anonymous one made here
    const kept = currentProfile(brandSlug);
    if (kept && kept.id !== held?.id) return kept;
    if (made) {
      keepProfile(brandSlug, made);
      return made;
    }
  }
  return null;
}

async function createProfile(signal: AbortSignal): Promise<ProfileRecord | null> {
  const response = await fetch("/api/v1/profiles/anonymous.json", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ profile: { domain: location.hostname, name: "" } }),
    signal,
  });
  if (!response.ok) return null;
  return profileRecordOf(((await response.json()) as { profile?: unknown }).profile);
}
