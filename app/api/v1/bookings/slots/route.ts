import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/api-errors";
import { bookingSlotsQuery } from "@/lib/domain/booking-body";
import { bookingSlotsOn, findBookingBranch } from "@/lib/server/dal/bookings";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/bookings/slots?supplier=&date=&persons= — the branch-local date's slots with room for the party
 * (each with the zones where it fits), the zones and the rules the form needs. Never cached: capacity moves.
 */
export const GET = brandRoute({ query: bookingSlotsQuery }, async ({ brand, query }) => {
  const branch = await findBookingBranch(brand.id, query.supplier);
  if (!branch) throw new ApiError("booking_unavailable", "This branch takes no bookings");
  const slots = await bookingSlotsOn(brand.id, branch, query.date, query.persons);
  const { maxParty, daysAhead, cutoffMinutes, cover } = branch.rules;
  return NextResponse.json(
    {
      date: query.date,
      persons: query.persons,
      slots: slots.map((slot) => ({ time: slot.time, starts_at: slot.startsAt.toISOString(), zones: slot.zones })),
      zones: branch.zones.map((zone) => ({ key: zone.key, name: zone.name })),
      rules: { max_party: maxParty, days_ahead: daysAhead, cutoff_minutes: cutoffMinutes, cover },
    },
    { headers: { "cache-control": "private, no-store" } },
  );
});
