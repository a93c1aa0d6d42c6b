import { HOLDING_STATUSES, staffMayMove, type BookingStatus } from "./booking";

/** What the host stand can turn a booking into, in the order its buttons show (staffMayMove decides). */
const STAFF_TARGETS: readonly BookingStatus[] = ["approved", "confirmed", "seated", "canceled"];

export function staffMovesFor(status: BookingStatus): BookingStatus[] {
  return STAFF_TARGETS.filter((target) => staffMayMove(status, target));
}

type Booked = { time: string; persons: number; status: BookingStatus };

/**
 * The day's bookings by slot, as the host stand lists them: in each slot the live bookings first and the canceled
 * ones after them; a slot counts its live bookings, and its covers only the bookings holding a table.
 */
export function bookingsBySlot<B extends Booked>(bookings: readonly B[]): { time: string; bookings: B[]; live: number; covers: number }[] {
  const slots = new Map<string, B[]>();
  for (const booking of bookings) slots.set(booking.time, [...(slots.get(booking.time) ?? []), booking]);
  const canceled = (booking: B) => (booking.status === "canceled" ? 1 : 0);
  return [...slots.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, inSlot]) => ({
      time,
      bookings: [...inSlot].sort((a, b) => canceled(a) - canceled(b)),
      live: inSlot.filter((booking) => !canceled(booking)).length,
      covers: heldCovers(inSlot),
    }));
}

/** The people the bookings that hold a table bring (a canceled or waitlisted booking holds none). */
export function heldCovers(bookings: readonly Booked[]): number {
  return bookings.filter((booking) => HOLDING_STATUSES.includes(booking.status)).reduce((sum, booking) => sum + booking.persons, 0);
}
