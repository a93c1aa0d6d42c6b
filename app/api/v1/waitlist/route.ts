import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/http/api-errors";
import { waitlistJoinSchema } from "@/lib/domain/bookings/booking-body";
import { findBookingBranch } from "@/lib/server/dal/bookings";
import { joinWaitlist } from "@/lib/server/dal/waitlist";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * POST /api/v1/waitlist {supplier, persons, contact: {name, phone}} — a party joins a branch's walk-in
 * waitlist while it is open (422 branch_closed otherwise): 201 with its place in line and its page's token.
 */
export const POST = brandRoute({ rateLimit: "waitlist_join", body: (brand) => waitlistJoinSchema(brand.country_code) }, async ({ brand, body }) => {
  const branch = await findBookingBranch(brand.id, body.supplier);
  if (!branch) throw new ApiError("booking_unavailable", "This branch keeps no waitlist");
  const { entry, token } = await joinWaitlist(brand.id, branch, body);
  return NextResponse.json({ entry, access_token: token }, { status: 201, headers: { "cache-control": "private, no-store" } });
});
