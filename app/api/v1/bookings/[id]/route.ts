import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { bookingId, bookingTokenQuery, bookingUpdateSchema } from "@/lib/domain/bookings/booking-body";
import { cancelBooking, findBookingBranch, updateBooking } from "@/lib/server/dal/bookings";
import { requireBooking } from "@/lib/server/http/booking-answers";
import { brandRoute } from "@/lib/server/http/brand-route";
import { publicOrigin } from "@/lib/server/http/public-origin";
import { answerLocale } from "@/lib/server/http/request-locale";
import { bookingNotice } from "@/lib/server/notifications/booking-confirmation";
import { deliverSoon } from "@/lib/server/notifications/outbox-timer";

const noStore = { "cache-control": "private, no-store" };

/** GET /api/v1/bookings/{id}?token= — the booking's detail (product §2 /book_info/{id}/{token}). */
export const GET = brandRoute({ params: { id: bookingId }, query: bookingTokenQuery }, async ({ brand, params, query }) => {
  return NextResponse.json({ booking: await requireBooking(brand.id, params.id, query.token) }, { headers: noStore });
});

/** PATCH /api/v1/bookings/{id}?token= {date?, time?, persons?, zone?} — moves it, checked like a new booking. */
export const PATCH = brandRoute(
  { rateLimit: "booking_change", params: { id: bookingId }, query: bookingTokenQuery, body: bookingUpdateSchema },
  async ({ brand, params, query, body }) => {
    const booking = await requireBooking(brand.id, params.id, query.token);
    const branch = await findBookingBranch(brand.id, booking.supplier.slug);
    if (!branch) throw new ApiError("booking_unavailable", "This branch takes no bookings any more");
    return NextResponse.json({ booking: await updateBooking(brand.id, branch, booking, body) }, { headers: noStore });
  },
);

/**
 * DELETE /api/v1/bookings/{id}?token= — cancels it, up to the brand's cut-off; its covers are free at once, and
 * the waitlisted diners they go to are told.
 */
export const DELETE = brandRoute({ rateLimit: "booking_change", params: { id: bookingId }, query: bookingTokenQuery }, async ({ request, brand, params, query }) => {
  const booking = await requireBooking(brand.id, params.id, query.token);
  const notify = bookingNotice(brand, answerLocale(request, undefined), publicOrigin(request), "booking_promoted");
  const canceled = await cancelBooking(brand.id, booking, { notify });
  deliverSoon();
  return NextResponse.json({ booking: canceled }, { headers: noStore });
});
