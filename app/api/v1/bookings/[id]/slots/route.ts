import { ApiError } from "@/lib/domain/http/api-errors";
import { bookingId, bookingMoveSlotsQuery } from "@/lib/domain/bookings/booking-body";
import { findBookingBranch } from "@/lib/server/dal/bookings";
import { bookingDayAnswer, requireBooking } from "@/lib/server/http/booking-answers";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/bookings/{id}/slots?token=&date=&persons= — where the booking could move: the date's slots for
 * the new party size, its own covers not standing in its way.
 */
export const GET = brandRoute({ params: { id: bookingId }, query: bookingMoveSlotsQuery }, async ({ brand, params, query }) => {
  const booking = await requireBooking(brand.id, params.id, query.token);
  const branch = await findBookingBranch(brand.id, booking.supplier.slug);
  if (!branch) throw new ApiError("booking_unavailable", "This branch takes no bookings any more");
  return bookingDayAnswer(brand.id, branch, query.date, query.persons, booking.id);
});
