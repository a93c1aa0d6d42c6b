import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/api-errors";
import { waitlistSeatSchema } from "@/lib/domain/booking-body";
import { findBookingBranch } from "@/lib/server/dal/bookings";
import { seatNextParty } from "@/lib/server/dal/waitlist";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * POST /api/v1/operator/waitlist/seat {supplier, place, entry_id?} — a table is free: the party named, or the
 * first in line who fits its seats, is called to it (409 waitlist_empty when nobody fits). The party's page
 * says "your table is ready" with the table's menu within its next poll.
 */
export const POST = brandRoute({ authorize: requireOperator, body: waitlistSeatSchema }, async ({ brand, body }) => {
  const branch = await findBookingBranch(brand.id, body.supplier);
  if (!branch) throw new ApiError("booking_unavailable", "This branch keeps no waitlist");
  return NextResponse.json({ entry: await seatNextParty(brand.id, branch, body.place, body.entry_id) });
});
