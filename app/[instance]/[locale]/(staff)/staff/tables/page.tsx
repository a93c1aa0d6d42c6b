import { FloorView } from "@/components/staff/floor-view";
import { StaffFrame } from "@/components/staff/staff-frame";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.tables.title");

/** /staff/tables: the branch in view's floor — every place free or with its open tab, live, and its QR sheet. */
export default async function StaffTablesPage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "tables");
  return (
    <StaffFrame page={page} title={page.t("staff.tables.title")}>
      {page.branch && <FloorView key={page.branch.slug} branch={page.branch.slug} currency={page.config.currency} />}
    </StaffFrame>
  );
}
