import { OwnPasswordForm } from "@/components/staff/own-password-form";
import { StaffFrame } from "@/components/staff/staff-frame";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.sections.account");

/** /staff/account: every account's own settings — its password. */
export default async function StaffOwnAccountPage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "account");
  return (
    <StaffFrame page={page} title={page.t("staff.sections.account")}>
      <OwnPasswordForm />
    </StaffFrame>
  );
}
