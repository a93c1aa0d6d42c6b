import { NextResponse } from "next/server";
import { bookingId, bookingStaffUpdate } from "@/lib/domain/bookings/booking-body";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { moveBookingByStaff } from "@/lib/server/dal/bookings";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { publicOrigin } from "@/lib/server/http/public-origin";
import { bookingNotice } from "@/lib/server/notifications/booking-confirmation";
import { deliverSoon } from "@/lib/server/notifications/outbox-timer";

/**
 * PATCH /api/v1/operator/bookings/{id} {status, place?} — staff (the console, at their branches, or an integration
 * with the operator key) approve or decline a pending booking, confirm an accepted one, seat it at a table (place:
 * the table's code) or mark it a no-show (409 invalid_transition otherwise), audited; the diner's booking page
 * shows it within its next poll, and an approval or a refusal reaches the diner by e-mail and SMS (the outbox).
 */
export const PATCH = operatorRoute({ permission: "bookings.manage", params: { id: bookingId }, body: bookingStaffUpdate }, async ({ request, brand, params, body, staff }) => {
  // staff speak the brand's language; the diners promoted from the waitlist read theirs in it too
  const locale = brandDefaultLocale(brand);
  const notify = bookingNotice(brand, locale, publicOrigin(request), "booking_promoted");
  const decision = bookingNotice(brand, locale, publicOrigin(request), "booking_decision");
  const booking = await moveBookingByStaff(brand.id, params.id, body.status, { notify, decision, staff, place: body.place });
  deliverSoon();
  return NextResponse.json({ booking });
});
