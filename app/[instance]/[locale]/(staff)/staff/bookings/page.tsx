import { HostBookings } from "@/components/staff/host-bookings";
import { HostWaitlist } from "@/components/staff/host-waitlist";
import { StaffFrame } from "@/components/staff/staff-frame";
import { todayAt } from "@/lib/domain/time/zoned-time";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.bookings.title");

/**
 * /staff/bookings: the host stand of the branch in view — the day's bookings by slot beside the walk-in
 * waitlist, side by side on a tablet, the book first on a phone.
 */
export default async function StaffBookingsPage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "bookings");
  const { branch, t } = page;
  return (
    <StaffFrame page={page} title={t("staff.bookings.title")}>
      {branch && !branch.services.includes("book") && <p className="muted">{t("staff.bookings.unavailable")}</p>}
      {branch?.services.includes("book") && (
        <div className="host-stand" key={branch.slug}>
          <HostBookings branch={branch.slug} today={todayAt(new Date(), branch.timezone)} />
          <HostWaitlist branch={branch.slug} />
        </div>
      )}
    </StaffFrame>
  );
}
