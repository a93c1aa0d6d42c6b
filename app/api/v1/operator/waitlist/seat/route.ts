import { NextResponse } from "next/server";
import { waitlistSeatSchema } from "@/lib/domain/bookings/booking-body";
import { seatNextParty } from "@/lib/server/dal/waitlist";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { bookingBranchForStaff } from "@/lib/server/staff/booking-branch";

/**
 * POST /api/v1/operator/waitlist/seat {supplier, place, entry_id?} — a table is free: the party named, or the
 * first in line who fits its seats, is called to it (409 waitlist_empty when nobody fits), audited. The party's
 * page says "your table is ready" with the table's menu within its next poll.
 */
export const POST = operatorRoute({ permission: "bookings.manage", body: waitlistSeatSchema }, async ({ brand, body, staff }) => {
  const branch = await bookingBranchForStaff(brand.id, staff, body.supplier);
  return NextResponse.json({ entry: await seatNextParty(brand.id, branch, body.place, { entryId: body.entry_id, staff }) });
});
