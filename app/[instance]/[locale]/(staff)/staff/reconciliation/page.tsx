import { ReconciliationScreen } from "@/components/staff/reconciliation-screen";
import { StaffFrame } from "@/components/staff/staff-frame";
import { branchReportQuery, periodProblem, zonedPeriod } from "@/lib/domain/analytics/report-period";
import { reconciliationDays } from "@/lib/domain/payments/reconciliation";
import { can } from "@/lib/domain/staff/staff-roles";
import { getDb } from "@/lib/server/db/client";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { reconciliationOf } from "@/lib/server/payments/reconciliation";
import { reportBranches } from "@/lib/server/staff/staff-branch";
import { staffPage } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

type ReconciliationSearchParams = Promise<{ branch?: string | string[]; from?: string | string[]; to?: string | string[] }>;

export const generateMetadata = staffTitle("staff.reconciliation.title");

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * /staff/reconciliation: for owners and managers (payments.refund), the online payments of a day (today by default)
 * or a period, at one branch or all the account's, beside what each paid for, with what to check and a refund at
 * each payment that took money. The period is a GET form, as the reports' is.
 */
export default async function StaffReconciliationPage({ params, searchParams }: { params: BrandParams; searchParams: ReconciliationSearchParams }) {
  const page = await staffPage(params, searchParams, "reconciliation");
  const { config, staff, branches } = page;
  const asked = await searchParams;
  const wanted = branches.find((branch) => branch.slug === single(asked.branch)) ?? null;
  const parsed = branchReportQuery.safeParse({ from: single(asked.from), to: single(asked.to) });
  const days = reconciliationDays(parsed.success ? parsed.data : {}, new Date(), config.timezone);
  const problem = parsed.success ? periodProblem(days) : "invalid";
  const report = problem ? null : await reconciliationOf(await getDb(), config.id, { ...zonedPeriod(days, config.timezone), branches: await reportBranches(config, staff, wanted?.slug) });
  return (
    <StaffFrame page={page} title={page.t("staff.reconciliation.title")}>
      <ReconciliationScreen
        page={page}
        days={{ from: single(asked.from) ?? days.from, to: single(asked.to) ?? days.to }}
        branch={wanted?.slug ?? ""}
        problem={problem}
        report={report}
        exports={can(staff.role, "sales.export")}
      />
    </StaffFrame>
  );
}
