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

/** The wall clock of `timezone` at `at`. Throws a RangeError for a time zone the runtime does not know. */
export function zonedParts(at: Date, timezone: string): ZonedParts {
  const parts = formatterFor(timezone).formatToParts(at);
  const text = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const number = (type: Intl.DateTimeFormatPartTypes) => Number(text(type) || NaN);
  return {
    year: number("year"),
    month: number("month"),
    day: number("day"),
    weekday: text("weekday"),
    hour: number("hour"),
    minute: number("minute"),
    second: number("second"),
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
  const offsetAt = (at: number) => {
    const parts = zonedParts(new Date(at), timezone);
    return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - at;
  };
  // The offset at the wall time read as UTC can differ from the offset at the real instant across a DST change: ask again there.
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

/** Today on `timezone`'s clock, "YYYY-MM-DD": the day the host stand opens on, the last day of a report by default. */
export function todayAt(now: Date, timezone: string): string {
  return calendarDateAt(now, timezone).toISOString().slice(0, 10);
}

/** The date `days` after (or before) a "YYYY-MM-DD" date: the host stand's previous and next day, a report's bounds. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
