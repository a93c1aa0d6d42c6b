import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import { findBookingBranch, type BookingBranch } from "../dal/bookings";
import { requireBranchAccess } from "./staff-branch";

/** The branch (id or slug) whose bookings and waitlist a staff call reads or changes: 422 booking_unavailable when it takes none, then requireBranchAccess. */
export async function bookingBranchForStaff(instanceId: number, staff: { branches: readonly number[] } | null, ref: string): Promise<BookingBranch> {
  const branch = await findBookingBranch(instanceId, ref);
  if (!branch) throw new ApiError("booking_unavailable", "This branch takes no bookings and keeps no waitlist");
  requireBranchAccess(staff, branch.id);
  return branch;
}
