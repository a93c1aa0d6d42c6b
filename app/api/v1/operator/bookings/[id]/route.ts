import { NextResponse } from "next/server";
import { bookingId, bookingStaffUpdate } from "@/lib/domain/booking-body";
import { brandDefaultLocale } from "@/lib/domain/localize";
import { moveBookingByStaff } from "@/lib/server/dal/bookings";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";
import { publicOrigin } from "@/lib/server/http/public-origin";
import { bookingNotice } from "@/lib/server/notifications/booking-confirmation";
import { deliverSoon } from "@/lib/server/notifications/outbox-timer";

/**
 * PATCH /api/v1/operator/bookings/{id} {status} — staff approve or decline a pending booking, or confirm an
 * approved one (409 invalid_transition otherwise); the diner's booking page shows it within its next poll.
 */
export const PATCH = brandRoute({ authorize: requireOperator, params: { id: bookingId }, body: bookingStaffUpdate }, async ({ request, brand, params, body }) => {
  // staff speak the brand's language; the diners promoted from the waitlist read theirs in it too
  const notify = bookingNotice(brand, brandDefaultLocale(brand), publicOrigin(request), "booking_promoted");
  const booking = await moveBookingByStaff(brand.id, params.id, body.status, { notify });
  deliverSoon();
  return NextResponse.json({ booking });
});
