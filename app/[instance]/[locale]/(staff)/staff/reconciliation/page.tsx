import { ReconciliationScreen } from "@/components/staff/reconciliation-screen";
import { StaffFrame } from "@/components/staff/staff-frame";
import { reconciliationDays } from "@/lib/domain/payments/reconciliation";
import { can } from "@/lib/domain/staff/staff-roles";
import { getDb } from "@/lib/server/db/client";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { staffGatewayCheck } from "@/lib/server/payments/gateway-check";
import { reconciliationOf } from "@/lib/server/payments/reconciliation";
import { reportPeriodPage, type ReportSearchParams } from "@/lib/server/staff/report-period-page";
import { staffPage } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.reconciliation.title");

/**
 * /staff/reconciliation: for owners and managers (payments.refund), the online payments of a day (today by default)
 * or a period, at one branch or all the account's, beside what each paid for, with what to check and a refund at
 * each payment that took money. The period is a GET form, as the reports' is; `?check=gateway` also compares a whole
 * brand's period with what its gateway lists.
 */
export default async function StaffReconciliationPage({ params, searchParams }: { params: BrandParams; searchParams: ReportSearchParams & Promise<{ check?: string | string[] }> }) {
  const page = await staffPage(params, searchParams, "reconciliation");
  const { branch, shown, problem, scope } = await reportPeriodPage(page, searchParams, reconciliationDays);
  const db = await getDb();
  const report = scope ? await reconciliationOf(db, page.config.id, scope) : null;
  // the gateway's listing is the whole account's: compared only for a period of every branch, and only when asked
  const wholeBrand = scope?.branches === null;
  const gatewayCheck = report && wholeBrand && (await searchParams).check === "gateway" ? await staffGatewayCheck(db, page.config, page.staff.id, report, scope) : null;
  return (
    <StaffFrame page={page} title={page.t("staff.reconciliation.title")}>
      <ReconciliationScreen page={page} days={shown} branch={branch} problem={problem} report={report} exports={can(page.staff.role, "sales.export")} gatewayCheck={wholeBrand ? gatewayCheck : undefined} />
    </StaffFrame>
  );
}
