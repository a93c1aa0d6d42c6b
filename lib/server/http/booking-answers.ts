import "server-only";
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { BookingView } from "@/lib/domain/bookings/booking-view";
import { bookingSlotsOn, findBooking, type BookingBranch } from "../dal/bookings";

/** The booking the path's id and the query's token name together: a wrong token is the same 404 as no booking. */
export async function requireBooking(instanceId: number, id: number, token: string): Promise<BookingView> {
  const booking = await findBooking(instanceId, id, token);
  if (!booking) throw new ApiError("not_found", "No booking with this id and token");
  return booking;
}

/**
 * A branch-local date's slots for the party (each with the zones where it fits; none: full), the zones and the
 * rules the form needs — for a new booking, or `except` one being moved. Never cached: capacity moves.
 */
export async function bookingDayAnswer(instanceId: number, branch: BookingBranch, date: string, persons: number, except?: number): Promise<NextResponse> {
  const slots = await bookingSlotsOn(instanceId, branch, date, persons, { except });
  const { maxParty, daysAhead, cutoffMinutes, cover } = branch.rules;
  return NextResponse.json(
    {
      date,
      persons,
      slots: slots.map((slot) => ({ time: slot.time, starts_at: slot.startsAt.toISOString(), zones: slot.zones })),
      zones: branch.zones.map((zone) => ({ key: zone.key, name: zone.name })),
      rules: { max_party: maxParty, days_ahead: daysAhead, cutoff_minutes: cutoffMinutes, cover },
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}
