import { parseClockTime, type OpeningPeriod } from "../brand/opening-hours";
import { zoneOffset } from "../time/zoned-time";

/**
 * Time slots for a scheduled order (product §4 scheduled delivery, product §3 schedule_date and schedule_hour).
 * Everything is on the branch's clock, as in ../brand/opening-hours.ts: a diner abroad picks Bogotá times for a Bogotá
 * branch. The browser builds the picker from this and the server re-checks the pick with isSlotAvailable, so
 * a slot that went by while the diner was paying is refused (product §8 "choose another time").
 */

export interface ScheduleInput {
  /** the branch's published periods; an empty list means always open, as in openingState */
  hours: readonly OpeningPeriod[];
  /** the branch's IANA time zone, e.g. "America/Bogota" */
  timezone: string;
  now: Date;
  /** the kitchen's preparation lead: nothing earlier than now + this many minutes is offered */
  leadMinutes: number;
  /** slot length; slots start at each period's opening and every slotMinutes after */
  slotMinutes: number;
  /** how many branch-local days, today included, to offer */
  days: number;
}

export interface ScheduleSlot {
  /** branch-local date, "YYYY-MM-DD" */
  date: string;
  /** branch-local start, "HH:MM" */
  time: string;
  /** the instant the slot starts */
  startsAt: Date;
}

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;
const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

/** No hours published: open all day, every day (see openingState for why). */
const ALWAYS_OPEN: readonly OpeningPeriod[] = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "00:00", close: "24:00" }];

/**
 * The branch's wall clock at `at`, written as if it were a UTC instant: local 2025-06-06 21:00 in Bogotá
 * comes back as Date.UTC(2025, 5, 6, 21, 0). Plain UTC arithmetic on it then counts local days and minutes
 * without any date library.
 */
function wallClock(at: number, timezone: string): number {
  return Math.floor(at / 1000) * 1000 + zoneOffset(at, timezone);
}

/**
 * The instant whose wall clock in `timezone` reads `wall`, or null when that wall time does not exist (the
 * hour skipped when a zone moves its clocks forward). The offset at a first guess is corrected once for a
 * guess that fell on the other side of an offset change. Of the two instants of a repeated hour, the first.
 */
function instantOf(wall: number, timezone: string): number | null {
  let instant = wall - zoneOffset(wall, timezone);
  const corrected = wall - zoneOffset(instant, timezone);
  if (corrected !== instant && wallClock(corrected, timezone) === wall) instant = corrected;
  return wallClock(instant, timezone) === wall ? instant : null;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** "YYYY-MM-DD" of a wall-clock day start. */
function formatDate(dayStart: number): string {
  const day = new Date(dayStart);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a wall-clock day start. */
function isoWeekday(dayStart: number): number {
  return ((new Date(dayStart).getUTCDay() + 6) % 7) + 1;
}

/**
 * Every slot the branch can take a scheduled order for, over the next `days` branch-local days (today is the
 * first), earliest first.
 *
 * - A slot lies wholly inside an opening period: it starts at the opening or a whole number of slots after,
 *   and ends no later than the close, so the kitchen is open for all of it.
 * - A period that runs past midnight keeps its alignment, and its after-midnight slots belong to the next
 *   local date (Friday 18:00–02:00 offers Saturday 00:00 and 01:00). So yesterday's late period supplies
 *   today's first slots, and the last day's late period stops at midnight.
 * - Nothing starts before now + leadMinutes: no past slot, and none the kitchen cannot make in time.
 * - A local time that does not exist (a daylight-saving gap) is skipped; the brands' Latin American zones have none today.
 *
 * Throws a RangeError for a slot length that is not a positive whole number of minutes, or for a time zone
 * the runtime does not know: a wrong zone would offer wrong times with no sign that anything is amiss.
 */
export function scheduleSlots(input: ScheduleInput): ScheduleSlot[] {
  const { timezone, now, slotMinutes } = input;
  if (!Number.isInteger(slotMinutes) || slotMinutes <= 0) throw new RangeError(`slotMinutes must be a positive integer, got ${slotMinutes}`);
  const days = Math.max(0, Math.floor(input.days));
  if (!Number.isFinite(days) || days === 0) return [];

  const hours = input.hours.length === 0 ? ALWAYS_OPEN : input.hours;
  const earliest = now.getTime() + Math.max(0, input.leadMinutes) * MINUTE_MS;
  const today = Math.floor(wallClock(now.getTime(), timezone) / DAY_MS) * DAY_MS;

  const slots = new Map<string, ScheduleSlot>();
  // From yesterday, whose period may run past midnight into today.
  for (let dayIndex = -1; dayIndex < days; dayIndex++) {
    const dayStart = today + dayIndex * DAY_MS;
    const weekday = isoWeekday(dayStart);
    for (const period of hours) {
      if (!period.days.includes(weekday)) continue;
      const open = parseClockTime(period.open);
      const close = parseClockTime(period.close);
      // An unreadable row offers nothing, as in openingState; the brand-file schema reports it at import.
      if (open === null || close === null) continue;
      const end = close > open ? close : close + MINUTES_PER_DAY;

      for (let start = open; start + slotMinutes <= end; start += slotMinutes) {
        const slotDayIndex = dayIndex + Math.floor(start / MINUTES_PER_DAY);
        if (slotDayIndex < 0 || slotDayIndex >= days) continue;
        const wall = dayStart + start * MINUTE_MS;
        const instant = instantOf(wall, timezone);
        if (instant === null || instant < earliest) continue;

        const minuteOfDay = start % MINUTES_PER_DAY;
        const slot = {
          date: formatDate(today + slotDayIndex * DAY_MS),
          time: `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`,
          startsAt: new Date(instant),
        };
        // Overlapping or back-to-back periods may offer the same time twice; the diner sees it once.
        slots.set(`${slot.date} ${slot.time}`, slot);
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The server's re-check of a submitted schedule_date and schedule_hour: exactly the slots scheduleSlots
 * would offer now, so browser and server cannot disagree. A slot that has passed, falls inside the lead
 * time, is not on the slot grid, or lies outside the hours or the offered days is refused.
 */
export function isSlotAvailable(input: ScheduleInput & { date: string; time: string }): boolean {
  return scheduleSlots(input).some((slot) => slot.date === input.date && slot.time === input.time);
}

/**
 * The brand-wide scheduling rules: the kitchen needs 45 minutes, slots are half-hours, and orders are taken
 * up to three days ahead (today included). Browser and server build slots from the same values.
 */
export const SCHEDULE_RULES = Object.freeze({ leadMinutes: 45, slotMinutes: 30, days: 3 });

/** The slots a branch offers now, on its clock and hours, under SCHEDULE_RULES. */
export function branchScheduleInput(branch: { opening_hours: readonly OpeningPeriod[]; timezone: string }, now: Date): ScheduleInput {
  return { hours: branch.opening_hours, timezone: branch.timezone, now, ...SCHEDULE_RULES };
}
