import { HOLDING_STATUSES, staffMayMove, type BookingStatus } from "./booking";

/** What the host stand can turn a booking into, in the order its buttons show (staffMayMove decides). */
const STAFF_TARGETS: readonly BookingStatus[] = ["approved", "confirmed", "seated", "canceled"];

export function staffMovesFor(status: BookingStatus): BookingStatus[] {
  return STAFF_TARGETS.filter((target) => staffMayMove(status, target));
}

type Booked = { time: string; persons: number; status: BookingStatus };

/** The day's bookings by slot, as the host stand lists them; a slot's covers count only the bookings holding a table. */
export function bookingsBySlot<B extends Booked>(bookings: readonly B[]): { time: string; bookings: B[]; covers: number }[] {
  const slots = new Map<string, B[]>();
  for (const booking of bookings) slots.set(booking.time, [...(slots.get(booking.time) ?? []), booking]);
  return [...slots.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, inSlot]) => ({ time, bookings: inSlot, covers: heldCovers(inSlot) }));
}

/** The people the bookings that hold a table bring (a canceled or waitlisted booking holds none). */
export function heldCovers(bookings: readonly Booked[]): number {
  return bookings.filter((booking) => HOLDING_STATUSES.includes(booking.status)).reduce((sum, booking) => sum + booking.persons, 0);
}
