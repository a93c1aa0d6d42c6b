import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/api-errors";
import { staffBookingsQuery } from "@/lib/domain/booking-body";
import { bookingsOn, findBookingBranch } from "@/lib/server/dal/bookings";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/operator/bookings?supplier=&date= — the host's book for one branch-local date: every booking by
 * hour, its status, party, zone, contact and notes (allergies), to approve, confirm or mark a no-show.
 */
export const GET = brandRoute({ authorize: requireOperator, query: staffBookingsQuery }, async ({ brand, query }) => {
  const branch = await findBookingBranch(brand.id, query.supplier);
  if (!branch) throw new ApiError("booking_unavailable", "This branch takes no bookings");
  return NextResponse.json({ bookings: await bookingsOn(brand.id, branch, query.date) }, { headers: { "cache-control": "private, no-store" } });
});
