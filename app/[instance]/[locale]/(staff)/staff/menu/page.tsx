import { MenuAvailability } from "@/components/staff/menu-availability";
import { StaffFrame } from "@/components/staff/staff-frame";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.menu.title");

/** /staff/menu: what the branch in view sells, to sell out ("86") or back and to count. */
export default async function StaffMenuPage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "menu");
  return (
    <StaffFrame page={page} title={page.t("staff.menu.title")}>
      {page.branch && <MenuAvailability key={page.branch.slug} branch={page.branch.slug} />}
    </StaffFrame>
  );
}
