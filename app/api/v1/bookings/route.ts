import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { bookingCreateSchema } from "@/lib/domain/bookings/booking-body";
import { createBooking, findBookingBranch } from "@/lib/server/dal/bookings";
import { brandRoute } from "@/lib/server/http/brand-route";
import { provenProfile } from "@/lib/server/http/profile-request";
import { publicOrigin } from "@/lib/server/http/public-origin";
import { answerLocale } from "@/lib/server/http/request-locale";
import { bookingNotice } from "@/lib/server/notifications/booking-confirmation";
import { deliverSoon } from "@/lib/server/notifications/outbox-timer";

const noStore = { "cache-control": "private, no-store" };

/**
 * POST /api/v1/bookings — a table booking (product §3, §4): 201 with the booking and its access token, the
 * detail link's key. A slot without room for the party is 409 slot_full — or, with `waitlist: true`, a booking on
 * its waitlist (status waiting_list) that takes the covers freed first; the other refusals say what to change.
 * The diner's confirmation, with the booking's link, is queued with the booking and delivered at once.
 */
export const POST = brandRoute({ rateLimit: "booking_create", body: (brand) => bookingCreateSchema(brand.country_code) }, async ({ request, brand, body }) => {
  const branch = await findBookingBranch(brand.id, body.supplier);
  if (!branch) throw new ApiError("booking_unavailable", "This branch takes no bookings");
  const confirm = bookingNotice(brand, answerLocale(request, undefined), publicOrigin(request), "booking_confirmation");
  const { booking, token } = await createBooking(brand.id, branch, body, { confirm, profileId: await provenProfile(request, brand.id) });
  deliverSoon();
  return NextResponse.json({ booking, access_token: token }, { status: 201, headers: noStore });
});
