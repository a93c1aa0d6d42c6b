import { staffBookingsQuery } from "@/lib/domain/bookings/booking-body";
import { bookingsOn } from "@/lib/server/dal/bookings";
import { hashedJson } from "@/lib/server/http/etag";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { bookingBranchForStaff } from "@/lib/server/staff/booking-branch";

/**
 * GET /api/v1/operator/bookings?supplier=&date= — the host's book for one branch-local date: every booking by
 * hour, its status, party, zone, contact and notes (allergies), to approve, confirm or mark a no-show. The
 * console (a staff account of that branch) polls it with If-None-Match; an integration uses the operator key.
 */
export const GET = operatorRoute({ permission: "bookings.manage", query: staffBookingsQuery }, async ({ request, brand, query, staff }) => {
  const branch = await bookingBranchForStaff(brand.id, staff, query.supplier);
  return hashedJson(request, { bookings: await bookingsOn(brand.id, branch, query.date) });
});
