/** A place's calendar and clock at one instant, read with Intl alone (no date library). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  /** "Mon" … "Sun" */
  weekday: string;
  hour: number;
  minute: number;
  second: number;
}

// Building a DateTimeFormat is costly and menus and slot pickers ask constantly; a formatter holds no state.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    // hourCycle h23: with hour12: false some engines print midnight as "24".
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** zoneOffset as Intl reads it, with no memo. */
function offsetFromFormatter(at: number, timezone: string): number {
  const parts = formatterFor(timezone).formatToParts(new Date(at));
  const number = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value || NaN);
  return Date.UTC(number("year"), number("month") - 1, number("day"), number("hour"), number("minute"), number("second")) - Math.floor(at / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
// A zone's offset changes a few times a year at most, while a slot picker or a booking check asks for thousands of
// instants (every slot of a month, each read three times): so the offset is kept per UTC hour, and only for an hour
// whose first and last millisecond agree — an hour that holds a change (at :30 or :45 in some zones) is always
// asked of Intl. Bounded: at the cap the memo starts again (20,000 hours: two months of slots in a dozen zones).
const offsetsByHour = new Map<string, number>();
const OFFSETS_KEPT = 20_000;

/**
 * How far `timezone`'s wall clock runs ahead of UTC at the instant `at` (ms since the epoch), to the second. Throws a
 * RangeError for a zone or an instant Intl cannot read.
 */
export function zoneOffset(at: number, timezone: string): number {
  const hour = Math.floor(at / HOUR_MS);
  const key = `${timezone} ${hour}`;
  const kept = offsetsByHour.get(key);
  if (kept !== undefined) return kept;
  const first = offsetFromFormatter(hour * HOUR_MS, timezone);
  if (first !== offsetFromFormatter((hour + 1) * HOUR_MS - 1, timezone)) return offsetFromFormatter(at, timezone);
  if (offsetsByHour.size >= OFFSETS_KEPT) offsetsByHour.clear();
  offsetsByHour.set(key, first);
  return first;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The wall clock of `timezone` at `at`. Throws a RangeError for a time zone the runtime does not know. */
export function zonedParts(at: Date, timezone: string): ZonedParts {
  const time = at.getTime();
  const wall = new Date(time + zoneOffset(time, timezone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: WEEKDAYS[wall.getUTCDay()]!,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The calendar date at `timezone` at the instant `at`, as UTC midnight: the form the age and booking rules take. */
export function calendarDateAt(at: Date, timezone: string): Date {
  const { year, month, day } = zonedParts(at, timezone);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The instant a calendar day ("2026-03-01") starts on `timezone`'s clock: its local midnight, as a UTC instant. */
export function zonedDayStart(day: string, timezone: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  // The offset at the wall time read as UTC can differ from the offset at the real instant across a DST change: ask again there.
  return new Date(wall - zoneOffset(wall - zoneOffset(wall, timezone), timezone));
}

/** Today on `timezone`'s clock, "YYYY-MM-DD": the day the host stand opens on, the last day of a report by default. */
export function todayAt(now: Date, timezone: string): string {
  return calendarDateAt(now, timezone).toISOString().slice(0, 10);
}

/** The date `days` after (or before) a "YYYY-MM-DD" date: the host stand's previous and next day, a report's bounds. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
