import { bookingId, bookingTokenQuery } from "@/lib/domain/bookings/booking-body";
import { bookingIcs } from "@/lib/domain/bookings/booking-ics";
import { brandDefaultLocale, localize } from "@/lib/domain/brand/localize";
import { bookingInfoPath } from "@/lib/domain/bookings/booking-paths";
import { findBookingBranch } from "@/lib/server/dal/bookings";
import { requireBooking } from "@/lib/server/http/booking-answers";
import { publicOrigin } from "@/lib/server/http/public-origin";
import { brandRoute } from "@/lib/server/http/brand-route";
import { messagesFor } from "@/lib/i18n/messages";

/**
 * GET /api/v1/bookings/{id}/calendar.ics?token= — the booking as a calendar event, in the brand's
 * language: the branch's address, the turn as its length, the detail link, and CANCELLED once canceled.
 */
export const GET = brandRoute({ params: { id: bookingId }, query: bookingTokenQuery }, async ({ request, brand, params, query }) => {
  const booking = await requireBooking(brand.id, params.id, query.token);
  const branch = await findBookingBranch(brand.id, booking.supplier.slug);
  const locale = brandDefaultLocale(brand);
  // texts without arguments: the build precompiles messages with arguments into functions only a translator runs
  const { calendar } = (messagesFor(locale, brand.country_code) as { booking: { calendar: { bookingAt: string; tableFor: string } } }).booking;
  const url = new URL(bookingInfoPath(booking.id, query.token), publicOrigin(request));
  const ics = bookingIcs({
    id: booking.id,
    host: url.host,
    startsAt: new Date(booking.starts_at),
    turnMinutes: branch?.rules.turnMinutes ?? 90,
    title: `${calendar.bookingAt} ${booking.supplier.name} · ${calendar.tableFor} ${booking.persons}`,
    // a branch that stopped taking bookings still has its name
    location: branch?.address ?? booking.supplier.name,
    description: [localize(booking.zone.name, locale), booking.reason, booking.health].filter(Boolean).join("\n"),
    url: url.toString(),
    canceled: booking.status === "canceled",
  });
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="reserva-${booking.id}.ics"`,
      "cache-control": "private, no-store",
    },
  });
});
