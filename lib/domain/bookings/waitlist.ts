import { fitsParty } from "./table-seating";

/**
 * The walk-in waitlist: a party at the door (or on its way) joins a branch's list, sees its place in
 * line and an estimate, and is called to a table when staff free one. Statuses: waiting → ready (a table is
 * theirs: its menu and tab are one tap away) or left (the diner left the list, or staff took them off it).
 */
export const WAITLIST_STATUSES = ["waiting", "ready", "left"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** What each party ahead adds to the estimate when the brand file says nothing (booking.waitlist_minutes). */
export const DEFAULT_WAITLIST_MINUTES = 10;

export interface WaitingParty {
  id: number;
  persons: number;
}

/** The diner's place in line, 1 for the next party; null once they are no longer waiting. */
export function waitlistPosition(waiting: readonly WaitingParty[], id: number): number | null {
  const ids = waiting.map((party) => party.id).sort((a, b) => a - b);
  const index = ids.indexOf(id);
  return index < 0 ? null : index + 1;
}

/**
 * The estimated wait in minutes for the party at `position`: each party up to and including it takes the
 * brand's minutes per party (an honest rule of thumb the brand tunes in its file, shown as "about").
 */
export function estimatedWaitMinutes(position: number, minutesPerParty: number): number {
  return position * minutesPerParty;
}

/**
 * The party a free table goes to: the first in line that fits its seats (a table of 2 skips a party of 6 and
 * seats the couple behind it); any first in line when the table's seats are not known.
 */
export function nextParty<T extends WaitingParty>(waiting: readonly T[], seats: number | null): T | null {
  const inLine = [...waiting].sort((a, b) => a.id - b.id);
  return inLine.find((party) => fitsParty({ seats }, party.persons)) ?? null;
}
