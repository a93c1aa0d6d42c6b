import { AccountsScreen } from "@/components/staff/accounts-screen";
import { ActivityLog } from "@/components/staff/activity-log";
import { StaffFrame } from "@/components/staff/staff-frame";
import { can } from "@/lib/domain/staff/staff-roles";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { brandBranches } from "@/lib/server/http/branch-for-call";
import { staffPage, type StaffSearchParams } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.accounts.title");

/** /staff/accounts: the brand's staff accounts for owners and managers, and who did what. */
export default async function StaffAccountsPage({ params, searchParams }: { params: BrandParams; searchParams: StaffSearchParams }) {
  const page = await staffPage(params, searchParams, "accounts");
  const { config, t, staff } = page;
  const named = (branch: { id: number; name: string }) => ({ id: branch.id, name: branch.name });
  return (
    <StaffFrame page={page} title={t("staff.accounts.title")}>
      <AccountsScreen me={{ id: staff.id, role: staff.role, branches: staff.branches }} branches={(await brandBranches(config)).map(named)} choosable={page.branches.map(named)} />
      {can(staff.role, "audit.read") && <ActivityLog />}
    </StaffFrame>
  );
}
