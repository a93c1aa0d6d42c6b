/**
 * How long a staff session lasts: a shift. It slides: a session used after more than half its life
 * is renewed for a whole one, so a tablet at the pass stays signed in through a working day while a phone left
 * in a drawer is signed out by the next one.
 */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + STAFF_SESSION_SECONDS * 1000);
}

/** The session's new end when it should be renewed now, else null (less than half of it used). */
export function renewedExpiry(expiresAt: Date, now: Date): Date | null {
  const left = expiresAt.getTime() - now.getTime();
  return left < (STAFF_SESSION_SECONDS * 1000) / 2 ? sessionExpiry(now) : null;
}

/** Whether a session last seen at `lastSeenAt` should record `now`: once a minute is enough to tell an idle device. */
export function lastSeenStale(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= 60_000;
}
