/**
 * Whether a branch is open, from its published opening_hours and its time zone. The branch's clock is what
 * counts, never the server's or the diner's: a diner in Mexico City ordering from a Bogotá branch sees
 * Bogotá's hours (product §8 "no branches open", "zone not available at the chosen time").
 */

import type { OpeningChange, OpeningState, OpeningTimeline } from "./opening-timeline";
import { zonedParts } from "../time/zoned-time";

/** One published period: on each of `days` the branch opens at `open` and closes at `close`. */
export interface OpeningPeriod {
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  /** "HH:MM", 24 h. */
  open: string;
  /** "HH:MM", 24 h; "24:00" is midnight at the end of the day. A close at or before `open` is on the next day. */
  close: string;
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

interface Interval {
  /** Minutes since Monday 00:00 local time; may fall outside one week when shifted. */
  start: number;
  end: number;
}

/** "HH:MM" → minutes since midnight; "24:00" is allowed. Anything else is null. */
export function parseClockTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes === 0) return MINUTES_PER_DAY;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight as "HH:MM". */
export function formatClockTime(minutesOfDay: number): string {
  const hours = Math.floor(minutesOfDay / 60);
  const minutes = minutesOfDay % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** Whether the runtime knows this IANA time zone; for validating a brand's `timezone` before it reaches openingState. */
export function isTimeZone(value: string): boolean {
  try {
    zonedParts(new Date(0), value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Minutes since Monday 00:00 in `timezone` at the instant `at`. Throws a RangeError for a time zone the
 * runtime does not know: guessing a zone would show wrong hours with no sign that anything is amiss.
 */
export function localWeekMinute(at: Date, timezone: string): number {
  const clock = zonedParts(at, timezone);
  return WEEKDAYS.indexOf(clock.weekday) * MINUTES_PER_DAY + clock.hour * 60 + clock.minute;
}

/**
 * Every opening in the week, start normalised into [0, one week), plus copies a week earlier and later, so
 * that a Sunday-night period still covers Monday 01:00 and the search for the next opening wraps round.
 * A period with an unreadable time or weekday covers nothing: the brand-file schema reports it at import,
 * and one bad row must not make the whole branch look closed or crash the menu.
 */
function weekIntervals(hours: readonly OpeningPeriod[]): Interval[] {
  const intervals: Interval[] = [];
  for (const period of hours) {
    const open = parseClockTime(period.open);
    const close = parseClockTime(period.close);
    if (open === null || close === null) continue;
    const length = close > open ? close - open : MINUTES_PER_DAY - open + close;
    for (const day of period.days) {
      if (!Number.isInteger(day) || day < 1 || day > 7) continue;
      const start = ((day - 1) * MINUTES_PER_DAY + open) % MINUTES_PER_WEEK;
      for (const shift of [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK]) {
        intervals.push({ start: start + shift, end: start + shift + length });
      }
    }
  }
  return intervals;
}

/**
 * Where the open stretch holding local week minute `now` ends. Back-to-back periods (12:00–24:00 then
 * 00:00–03:00) are one stretch: the diner cares when it really closes. Null when it does not end within a week.
 */
function stretchEnd(intervals: readonly Interval[], now: number): number | null {
  const current = intervals.filter((i) => i.start <= now && now < i.end);
  if (current.length === 0) return null;
  let end = Math.max(...current.map((i) => i.end));
  for (let extended = true; extended && end - now < MINUTES_PER_WEEK; ) {
    const next = intervals.filter((i) => i.start <= end && i.end > end);
    extended = next.length > 0;
    if (extended) end = Math.max(...next.map((i) => i.end));
  }
  return end - now >= MINUTES_PER_WEEK ? null : end;
}

/** The first opening after local week minute `now` within a week, or null. */
function nextStart(intervals: readonly Interval[], now: number): number | null {
  const upcoming = intervals.filter((i) => i.start > now && i.start - now <= MINUTES_PER_WEEK);
  return upcoming.length === 0 ? null : Math.min(...upcoming.map((i) => i.start));
}

const isOpenAt = (intervals: readonly Interval[], now: number) => intervals.some((i) => i.start <= now && now < i.end);

/**
 * Open or closed at `at`, in the branch's own time zone. Periods are half-open: a branch open 11:30–22:00
 * is open at 11:30 and closed at 22:00. A period that began yesterday and runs past midnight is open now.
 *
 * An empty list means always open: brands that do not publish hours take orders whenever they are
 * reachable, and refusing every order for a missing field would silently shut the branch.
 */
export function openingState(hours: readonly OpeningPeriod[], timezone: string, at: Date): OpeningState {
  if (hours.length === 0) return { open: true, closesAt: null, opensAt: null };

  const now = localWeekMinute(at, timezone);
  const intervals = weekIntervals(hours);

  if (isOpenAt(intervals, now)) {
    const end = stretchEnd(intervals, now);
    if (end === null) return { open: true, closesAt: null, opensAt: null };
    const minuteOfDay = end % MINUTES_PER_DAY;
    // A stretch ending exactly at midnight reads "24:00", as the brand wrote it, not "00:00".
    return { open: true, closesAt: formatClockTime(minuteOfDay === 0 ? MINUTES_PER_DAY : minuteOfDay), opensAt: null };
  }

  const next = nextStart(intervals, now);
  if (next === null) return { open: false, closesAt: null, opensAt: null };
  const start = next % MINUTES_PER_WEEK;
  return {
    open: false,
    closesAt: null,
    opensAt: { day: Math.floor(start / MINUTES_PER_DAY) + 1, time: formatClockTime(start % MINUTES_PER_DAY), inDays: Math.floor(next / MINUTES_PER_DAY) - Math.floor(now / MINUTES_PER_DAY) },
  };
}

/**
 * Minutes of the branch's clock from `at`'s minute until it next opens or closes; null when that never happens
 * (no published hours, open all week, or no opening at all). A change of the zone's UTC offset on the way
 * (daylight saving) moves the real instant by the offset's change: callers that need the instant check it.
 */
export function minutesToChange(hours: readonly OpeningPeriod[], timezone: string, at: Date): number | null {
  if (hours.length === 0) return null;
  const now = localWeekMinute(at, timezone);
  const intervals = weekIntervals(hours);
  const change = isOpenAt(intervals, now) ? stretchEnd(intervals, now) : nextStart(intervals, now);
  return change === null ? null : change - now;
}

const MINUTE_MS = 60_000;
const floorMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;
const sameState = (a: OpeningState, b: OpeningState) =>
  a.open === b.open && a.closesAt === b.closesAt && a.opensAt?.day === b.opensAt?.day && a.opensAt?.time === b.opensAt?.time && a.opensAt?.inDays === b.opensAt?.inDays;

/**
 * openingState over the `days` after `start`: the state at `start`, then one entry at the first minute of each
 * change (while closed, each of the branch's midnights is one: "opens tomorrow" becomes "opens today"). Cached pages hand it to the browser (openingAt), which then follows the branch's clock for a week
 * without its hours, its time zone or the date code. Each change is predicted on the branch's clock
 * (minutesToChange) and checked: where daylight saving moves the clock on the way, the real minute is
 * searched between the last known state and the predicted one.
 */
export function openingTimeline(hours: readonly OpeningPeriod[], timezone: string, start: Date, days = 8): OpeningTimeline {
  const stateAt = (ms: number) => openingState(hours, timezone, new Date(ms));
  const end = start.getTime() + days * MINUTES_PER_DAY * MINUTE_MS;
  let current: OpeningChange = { from: start.getTime(), ...stateAt(start.getTime()) };
  const timeline: OpeningTimeline = [current];
  for (let at = start.getTime(); ; ) {
    const minutes = minutesToChange(hours, timezone, new Date(at));
    if (minutes === null) break;
    const predicted = floorMinute(at) + minutes * MINUTE_MS;
    if (predicted > end) break;
    // the clock went back on the way: the change is still ahead
    if (sameState(stateAt(predicted), current)) {
      at = predicted;
      continue;
    }
    let [same, changed] = [floorMinute(at), predicted];
    while (changed - same > MINUTE_MS) {
      const middle = floorMinute(same + (changed - same) / 2);
      if (sameState(stateAt(middle), current)) same = middle;
      else changed = middle;
    }
    current = { from: changed, ...stateAt(changed) };
    timeline.push(current);
    at = changed;
  }
  return timeline;
}
