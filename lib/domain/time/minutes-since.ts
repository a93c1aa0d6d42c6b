/** Whole minutes from `iso` to `now`, as the staff console counts what waits (a call, a tab, a party, a held part); never negative. */
export function minutesSince(iso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
}
