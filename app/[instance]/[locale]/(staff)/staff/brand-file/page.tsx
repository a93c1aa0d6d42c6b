import { BrandFileUpload } from "@/components/staff/brand-file-upload";
import { StaffFrame } from "@/components/staff/staff-frame";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.brandFile.title");

/** /staff/brand-file: the owner replaces the brand file — checked first, every problem with its path. */
export default async function StaffBrandFilePage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "brandFile");
  return (
    <StaffFrame page={page} title={page.t("staff.brandFile.title")}>
      <BrandFileUpload />
    </StaffFrame>
  );
}
