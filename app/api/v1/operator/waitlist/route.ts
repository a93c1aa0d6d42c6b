import { waitlistQuery } from "@/lib/domain/bookings/booking-body";
import { branchTables } from "@/lib/server/dal/seatings";
import { branchWaitlist } from "@/lib/server/dal/waitlist";
import { hashedJson } from "@/lib/server/http/etag";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { bookingBranchForStaff } from "@/lib/server/staff/booking-branch";

/**
 * GET /api/v1/operator/waitlist?supplier= — the branch's line for the host: who waits, in order, and who was
 * called, with the branch's tables to seat them at; polled by the console with If-None-Match.
 */
export const GET = operatorRoute({ permission: "bookings.manage", query: waitlistQuery }, async ({ request, brand, query, staff }) => {
  const branch = await bookingBranchForStaff(brand.id, staff, query.supplier);
  const [entries, tables] = await Promise.all([branchWaitlist(brand.id, branch), branchTables(brand.id, branch.id)]);
  return hashedJson(request, { entries, tables });
});
