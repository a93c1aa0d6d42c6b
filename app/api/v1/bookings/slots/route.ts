import { ApiError } from "@/lib/domain/http/api-errors";
import { bookingSlotsQuery } from "@/lib/domain/bookings/booking-body";
import { findBookingBranch } from "@/lib/server/dal/bookings";
import { bookingDayAnswer } from "@/lib/server/http/booking-answers";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/bookings/slots?supplier=&date=&persons= — the branch-local date's slots, each with the zones
 * where the party fits (none: full, its waitlist open), the zones and the rules the form needs.
 */
export const GET = brandRoute({ query: bookingSlotsQuery }, async ({ brand, query }) => {
  const branch = await findBookingBranch(brand.id, query.supplier);
  if (!branch) throw new ApiError("booking_unavailable", "This branch takes no bookings");
  return bookingDayAnswer(brand.id, branch, query.date, query.persons);
});
