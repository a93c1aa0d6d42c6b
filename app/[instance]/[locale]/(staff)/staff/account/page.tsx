import type { Metadata } from "next";
import { OwnPasswordForm } from "@/components/staff/own-password-form";
import { StaffFrame } from "@/components/staff/staff-frame";
import { brandPage, type BrandParams } from "@/lib/server/brand-page";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";

export async function generateMetadata({ params }: { params: BrandParams }): Promise<Metadata> {
  const { config, t } = await brandPage(params);
  return { title: `${t("staff.sections.account")} · ${config.name}` };
}

/** /staff/account: every account's own settings — its password (issue 16). */
export default async function StaffOwnAccountPage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "account");
  return (
    <StaffFrame page={page} title={page.t("staff.sections.account")}>
      <OwnPasswordForm />
    </StaffFrame>
  );
}
