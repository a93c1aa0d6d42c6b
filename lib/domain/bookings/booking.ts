import { formatClockTime, type OpeningPeriod } from "../brand/opening-hours";
import { scheduleSlots, type ScheduleSlot } from "../orders/schedule-slots";
import { calendarDateAt, zonedParts } from "../time/zoned-time";

/**
 * Product §1 book service, §3 booking, §4 booking statuses, §5 booking rules:
 * a branch's bookable zones and its rules, and which slots still have room. Everything is on the branch's
 * clock (../orders/schedule-slots.ts); the server re-checks a request with `bookingRefusal` inside the transaction that
 * holds the zone, so two diners racing for the last table cannot both get it.
 */

/** `seated`: the party is at its table (the host stand seated it there). */
export const BOOKING_STATUSES = ["pending", "approved", "confirmed", "seated", "waiting_list", "canceled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that hold covers in a zone: a waitlisted or canceled booking holds none. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ["pending", "approved", "confirmed", "seated"];

export interface BookingRules {
  /** a booking may start at each opening and every slotMinutes after */
  slotMinutes: number;
  /** how long a party keeps its covers */
  turnMinutes: number;
  /** nothing can be booked sooner than this */
  leadMinutes: number;
  maxParty: number;
  /** how many branch-local days, today included, can be booked */
  daysAhead: number;
  /** edits and cancellations close this long before the slot */
  cutoffMinutes: number;
}

/** A cover charge (product §3 cover, fixed or per person): at the restaurant, or prepaid online. */
export interface BookingCover {
  /** major units of the brand's currency, as in the brand file */
  amount: number;
  perPerson: boolean;
  prepaid: boolean;
}

/** A branch's booking settings as stored from its brand file. */
export interface BranchBookingRules extends BookingRules {
  /** auto: a booking with room is approved at once; manual: it waits as pending for staff */
  approval: "auto" | "manual";
  /** the walk-in waitlist's minutes per party in line; absent in settings stored before it existed */
  waitlistMinutes?: number;
  cover: BookingCover | null;
}

export interface BookableZone {
  id: number;
  key: string;
  /** the people the zone seats at once */
  covers: number;
}

/** A booking as capacity sees it: where, when and how many. */
export interface HeldCovers {
  zoneId: number;
  startsAt: Date;
  persons: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The most people seated in `zoneId` at once during the turn that would start at `startsAt`. Occupancy only
 * rises when a booking starts, so its highest point in the window is at the window's start or at a booking
 * that starts inside it.
 */
export function coversTaken(held: readonly HeldCovers[], zoneId: number, startsAt: Date, turnMinutes: number): number {
  const turn = turnMinutes * MINUTE_MS;
  const from = startsAt.getTime();
  const inZone = held.filter((b) => b.zoneId === zoneId);
  const seatedAt = (instant: number) =>
    inZone.reduce((sum, b) => (b.startsAt.getTime() <= instant && instant < b.startsAt.getTime() + turn ? sum + b.persons : sum), 0);
  const rises = inZone.map((b) => b.startsAt.getTime()).filter((start) => start > from && start < from + turn);
  return Math.max(seatedAt(from), ...rises.map(seatedAt));
}

/** Whether a party of `persons` fits in the zone for a whole turn from `startsAt`. */
export function fits(zone: BookableZone, held: readonly HeldCovers[], startsAt: Date, persons: number, turnMinutes: number): boolean {
  return coversTaken(held, zone.id, startsAt, turnMinutes) + persons <= zone.covers;
}

export interface BookingDay {
  hours: readonly OpeningPeriod[];
  timezone: string;
  now: Date;
  rules: BookingRules;
}

/** Every slot the branch takes bookings for, whether or not it has room: the calendar before capacity. */
export function bookableSlots({ hours, timezone, now, rules }: BookingDay): ScheduleSlot[] {
  return scheduleSlots({ hours, timezone, now, leadMinutes: rules.leadMinutes, slotMinutes: rules.slotMinutes, days: rules.daysAhead });
}

export interface DaySlot extends ScheduleSlot {
  /** the zones (by key) where the party fits; none: the slot is full for it, and takes the waitlist */
  zones: string[];
}

/** The slots of one branch-local date and in which zones the party fits; a full slot stays, with no zone. */
export function daySlots(day: BookingDay & { date: string; persons: number; zones: readonly BookableZone[]; held: readonly HeldCovers[] }): DaySlot[] {
  return bookableSlots(day)
    .filter((slot) => slot.date === day.date)
    .map((slot) => ({ ...slot, zones: day.zones.filter((zone) => fits(zone, day.held, slot.startsAt, day.persons, day.rules.turnMinutes)).map((zone) => zone.key) }));
}

/** A waitlisted booking, as promotion sees it. */
export interface WaitingBooking extends HeldCovers {
  id: number;
}

/**
 * Product §4 waiting list (draft): once covers free up (a cancellation, a declined booking, a no-show), the
 * waitlisted bookings that now fit take them, first come first served — in their own zone, else in the first
 * zone with room. A party that still does not fit keeps its place and lets a smaller one behind it through.
 */
export function waitlistPromotions(waiting: readonly WaitingBooking[], zones: readonly BookableZone[], held: readonly HeldCovers[], turnMinutes: number): { id: number; zoneId: number }[] {
  const taken = [...held];
  const promoted: { id: number; zoneId: number }[] = [];
  for (const booking of [...waiting].sort((a, b) => a.id - b.id)) {
    const order = [...zones].sort((a, b) => Number(b.id === booking.zoneId) - Number(a.id === booking.zoneId));
    const zone = order.find((z) => fits(z, taken, booking.startsAt, booking.persons, turnMinutes));
    if (!zone) continue;
    taken.push({ zoneId: zone.id, startsAt: booking.startsAt, persons: booking.persons });
    promoted.push({ id: booking.id, zoneId: zone.id });
  }
  return promoted;
}

export type BookingRefusal = "party_too_large" | "slot_in_past" | "slot_too_soon" | "slot_too_far" | "slot_outside_hours" | "slot_full" | "booking_zone_unknown";

/**
 * Why a booking for `persons` at `date` `time` in `zone` cannot be taken now, or null when it can. The
 * reasons of product §8 a diner can act on: a smaller party, another day, another time, the waitlist.
 */
export function bookingRefusal(
  day: BookingDay & { date: string; time: string; persons: number; zone: BookableZone | undefined; held: readonly HeldCovers[] },
): BookingRefusal | null {
  if (!day.zone) return "booking_zone_unknown";
  if (day.persons > day.rules.maxParty) return "party_too_large";
  const slot = bookableSlots(day).find((s) => s.date === day.date && s.time === day.time);
  if (!slot) return missedSlot(day);
  return fits(day.zone, day.held, slot.startsAt, day.persons, day.rules.turnMinutes) ? null : "slot_full";
}

/** Whether the diner may still edit or cancel a booking that starts at `startsAt` (up to the branch's cut-off, product §9). */
export function canChangeBooking(startsAt: Date, now: Date, cutoffMinutes: number): boolean {
  return startsAt.getTime() - now.getTime() >= cutoffMinutes * MINUTE_MS;
}

/** Product §2 /rate/{id}/{token}: a booking is rated 1–10, once, after the visit. */
export const BOOKING_RATING = { min: 1, max: 10 } as const;

/**
 * Whether a booking can be rated now: the restaurant confirmed the party came or seated it, or an accepted
 * booking's time has come; never a canceled, pending or waitlisted one, and only once.
 */
export function canRateBooking(booking: { status: BookingStatus; startsAt: Date; rating: number | null }, now: Date): boolean {
  if (booking.rating !== null) return false;
  return booking.status === "confirmed" || booking.status === "seated" || (booking.status === "approved" && booking.startsAt.getTime() <= now.getTime());
}

/** Why a date and time is not a bookable slot: gone by, inside the lead time, beyond the days ahead, or closed. */
function missedSlot(day: BookingDay & { date: string; time: string }): BookingRefusal {
  const dates = bookableDates(day.now, day.timezone, day.rules.daysAhead);
  const clock = zonedParts(day.now, day.timezone);
  if (`${day.date} ${day.time}` <= `${dates[0]} ${formatClockTime(clock.hour * 60 + clock.minute)}`) return "slot_in_past";
  if (day.date > dates.at(-1)!) return "slot_too_far";
  const withoutLead = bookableSlots({ ...day, rules: { ...day.rules, leadMinutes: 0 } });
  return withoutLead.some((s) => s.date === day.date && s.time === day.time) ? "slot_too_soon" : "slot_outside_hours";
}

/** The branch-local dates a diner can pick: today and the next daysAhead − 1 days, "YYYY-MM-DD". */
export function bookableDates(now: Date, timezone: string, daysAhead: number): string[] {
  const today = calendarDateAt(now, timezone).getTime();
  return Array.from({ length: daysAhead }, (_, i) => new Date(today + i * DAY_MS).toISOString().slice(0, 10));
}

/**
 * What staff may move a booking to (operator API): approve or decline a pending one, confirm an approved one,
 * seat an accepted one at a table or mark it a no-show; a party at its table stays there.
 */
const STAFF_MOVES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ["approved", "canceled"],
  approved: ["confirmed", "seated", "canceled"],
  confirmed: ["seated", "canceled"],
  seated: [],
  // a waitlisted booking takes covers only through promotion (waitlistPromotions), never by hand past capacity
  waiting_list: ["canceled"],
  canceled: [],
};

export function staffMayMove(from: BookingStatus, to: BookingStatus): boolean {
  return STAFF_MOVES[from].includes(to);
}

/**
 * The audit log's name for a staff move (staffMayMove): a pending booking canceled was declined; one the
 * restaurant had accepted and cancels is the party that did not come (the host stand's "no-show").
 */
export function staffBookingAction(from: BookingStatus, to: BookingStatus): "booking.approved" | "booking.confirmed" | "booking.seated" | "booking.declined" | "booking.no_show" {
  if (to === "approved") return "booking.approved";
  if (to === "confirmed") return "booking.confirmed";
  if (to === "seated") return "booking.seated";
  return from === "pending" || from === "waiting_list" ? "booking.declined" : "booking.no_show";
}

/**
 * The status a diner's change leaves a booking in: a waitlisted one that now has room is admitted as a new one would
 * be (`admitted`); under manual approval, an accepted one whose day, hour, party or zone changed goes back to pending
 * for staff to approve again; anything else keeps its status.
 */
export function statusAfterChange(status: BookingStatus, { approval, admitted, changed }: { approval: "auto" | "manual"; admitted: BookingStatus; changed: boolean }): BookingStatus {
  if (status === "waiting_list") return admitted;
  if (approval === "manual" && changed && (status === "approved" || status === "confirmed")) return "pending";
  return status;
}
