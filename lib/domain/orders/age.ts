/**
 * Product §5 age gate for alcohol products: a valid birth date is required and minors are blocked. Everything
 * works on calendar dates in UTC parts, so a birth date never shifts a day with the server's or the diner's
 * time zone. Pass `today` as the diner's calendar date at UTC midnight (e.g. new Date("2025-06-06")).
 */

/** Product §5: "not for under 18". */
export const ADULT_AGE = 18;

/** Older than this is a typing slip (1925 for 2025), not a diner. */
const MAXIMUM_AGE = 120;

/** Whole years from `birth` to `today`: one less while this year's birthday is still to come. */
export function ageOn(birth: Date, today: Date): number {
  const years = today.getUTCFullYear() - birth.getUTCFullYear();
  const month = today.getUTCMonth() - birth.getUTCMonth();
  const beforeBirthday = month < 0 || (month === 0 && today.getUTCDate() < birth.getUTCDate());
  // A 29 February birthday is "still to come" on 28 February, so in common years it arrives on 1 March.
  return beforeBirthday ? years - 1 : years;
}

/**
 * A "YYYY-MM-DD" birth date as UTC midnight, or null when it is not a real date (2001-02-30), is after
 * `today`, or makes the diner older than 120. Other formats are refused: "06/07/2001" means a different
 * day in Bogotá and in Miami, and the date input always sends ISO.
 */
export function parseBirthDate(value: string, today: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March (and years below 100 into the 1900s): a round trip catches both.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (date.getTime() > Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())) return null;
  if (ageOn(date, today) > MAXIMUM_AGE) return null;
  return date;
}

/** Whether the diner may buy alcohol: false for a birth date that is missing, malformed or impossible. */
export function isAdult(birthDate: string, today: Date, minimumAge: number = ADULT_AGE): boolean {
  const birth = parseBirthDate(birthDate, today);
  return birth !== null && ageOn(birth, today) >= minimumAge;
}
