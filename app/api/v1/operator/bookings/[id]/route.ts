import { NextResponse } from "next/server";
import { bookingId, bookingStaffUpdate } from "@/lib/domain/booking-body";
import { moveBookingByStaff } from "@/lib/server/dal/bookings";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * PATCH /api/v1/operator/bookings/{id} {status} — staff approve or decline a pending booking, or confirm an
 * approved one (409 invalid_transition otherwise); the diner's booking page shows it within its next poll.
 */
export const PATCH = brandRoute({ authorize: requireOperator, params: { id: bookingId }, body: bookingStaffUpdate }, async ({ brand, params, body }) =>
  NextResponse.json({ booking: await moveBookingByStaff(brand.id, params.id, body.status) }),
);
