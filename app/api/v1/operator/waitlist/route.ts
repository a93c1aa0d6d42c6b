import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/api-errors";
import { waitlistQuery } from "@/lib/domain/booking-body";
import { findBookingBranch } from "@/lib/server/dal/bookings";
import { branchWaitlist } from "@/lib/server/dal/waitlist";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/** GET /api/v1/operator/waitlist?supplier= — the branch's line for the host: who waits, in order, and who was called. */
export const GET = brandRoute({ authorize: requireOperator, query: waitlistQuery }, async ({ brand, query }) => {
  const branch = await findBookingBranch(brand.id, query.supplier);
  if (!branch) throw new ApiError("booking_unavailable", "This branch keeps no waitlist");
  return NextResponse.json({ entries: await branchWaitlist(brand.id, branch) }, { headers: { "cache-control": "private, no-store" } });
});
