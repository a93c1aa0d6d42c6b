import type { LocalizedText } from "../brand/localized-text";
import { foldedText } from "../text/folded-text";

/**
 * Who sits at a table (the host stand and the floor view): a booking's party, a walk-in called from the
 * waitlist, or a walk-in the host sat directly. A table holds one party at a time — the seating ends when its
 * tab closes or staff free the table — and a table whose tab is open (diners scanned its code) is taken too.
 */
export const SEATING_SOURCES = ["booking", "waitlist", "walk_in"] as const;
export type SeatingSource = (typeof SEATING_SOURCES)[number];

/** Why a seating ended: its tab closed, staff freed the table, or the waitlist party it was kept for left. */
export const SEATING_ENDS = ["tab_closed", "freed", "party_left"] as const;
export type SeatingEnd = (typeof SEATING_ENDS)[number];

/** The most people a walk-in the host seats directly may be (the brand file caps a table at 100 seats). */
export const WALK_IN_PERSONS = { min: 1, max: 100 } as const;

/** A table of the branch the host can seat a party at, and whether it is free now. */
export interface BranchTable {
  code: string;
  zone: string | null;
  seats: number | null;
  free: boolean;
}

/** Whether a party of `persons` fits the table: always when the brand file does not say its seats. */
export const fitsParty = (table: { seats: number | null }, persons: number): boolean => table.seats === null || persons <= table.seats;

/** Why a party may not sit at the table: another party holds it, or it seats fewer; null when it may. */
export function seatRefusal(table: { free: boolean; seats: number | null }, persons: number): "table_taken" | "table_too_small" | null {
  if (!table.free) return "table_taken";
  if (!fitsParty(table, persons)) return "table_too_small";
  return null;
}

/**
 * Whether a table (its zone as the brand file writes it, "Terraza") stands in a booking zone (its key and its
 * names in every language): tables and booking zones are written apart in the brand file and meet by name.
 */
export function tableInZone(tableZone: string | null, zone: { key: string; name: LocalizedText }): boolean {
  if (!tableZone) return false;
  const names = typeof zone.name === "string" ? [zone.name] : Object.values(zone.name);
  // "Terraza", "terraza" and "TERRAZA " name one zone; accents are kept apart only by typists
  return [zone.key, ...names].some((name) => typeof name === "string" && foldedText(name) === foldedText(tableZone));
}

/**
 * The tables the host may seat a booking's party at: the free ones that fit it, those of its zone first (by
 * seats, the snuggest first, then by code) and the branch's other free tables that fit after, for a host who
 * moves a party to another zone.
 */
export function seatChoices<T extends BranchTable>(tables: readonly T[], party: { persons: number; zone: { key: string; name: LocalizedText } }): { inZone: T[]; elsewhere: T[] } {
  const open = tables
    .filter((table) => table.free && fitsParty(table, party.persons))
    .sort((a, b) => (a.seats ?? Infinity) - (b.seats ?? Infinity) || a.code.localeCompare(b.code, undefined, { numeric: true }));
  const inZone = open.filter((table) => tableInZone(table.zone, party.zone));
  return { inZone, elsewhere: open.filter((table) => !inZone.includes(table)) };
}

/** A booking is seated on its own day only (the branch's clock): a party of another day is not at the door. */
export const seatableToday = (booking: { date: string }, today: string): boolean => booking.date === today;
