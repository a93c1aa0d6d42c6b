import { NextResponse } from "next/server";
import { bookingId, bookingRatingSchema, bookingTokenQuery } from "@/lib/domain/bookings/booking-body";
import { rateBooking } from "@/lib/server/dal/bookings";
import { requireBooking } from "@/lib/server/http/booking-answers";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * POST /api/v1/bookings/{id}/rating?token= {rating, comment?} — the diner rates the visit, 1–10, once it
 * happened (409 booking_not_rateable before, booking_rated the second time).
 */
export const POST = brandRoute(
  { rateLimit: "booking_change", params: { id: bookingId }, query: bookingTokenQuery, body: bookingRatingSchema },
  async ({ brand, params, query, body }) => {
    const booking = await requireBooking(brand.id, params.id, query.token);
    return NextResponse.json({ booking: await rateBooking(brand.id, booking, body.rating, body.comment) }, { headers: { "cache-control": "private, no-store" } });
  },
);
