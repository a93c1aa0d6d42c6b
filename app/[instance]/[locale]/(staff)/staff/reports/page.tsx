import { ReportsScreen } from "@/components/staff/reports-screen";
import { StaffFrame } from "@/components/staff/staff-frame";
import { reportDays } from "@/lib/domain/analytics/report-period";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { can } from "@/lib/domain/staff/staff-roles";
import { surveyForm } from "@/lib/domain/diners/survey";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { dinerFeedback } from "@/lib/server/dal/diner-feedback";
import { ratingsReport } from "@/lib/server/dal/ratings-report";
import { brandSurveys } from "@/lib/server/dal/surveys";
import { reportPeriodPage, type ReportSearchParams } from "@/lib/server/staff/report-period-page";
import { staffPage } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.reports.title");

/**
 * /staff/reports: what the diners said over a period (ratings, NPS, what they wrote, surveys) at one of the account's
 * branches or all of them, and the sales and the comments of that period as spreadsheets. The period is a GET form, so a report is
 * a link to share and works before any script runs.
 */
export default async function StaffReportsPage({ params, searchParams }: { params: BrandParams; searchParams: ReportSearchParams }) {
  const page = await staffPage(params, searchParams, "reports");
  const { config, staff } = page;
  const { branch, shown, problem, scope } = await reportPeriodPage(page, searchParams, reportDays);
  const [report, feedback] = scope ? await Promise.all([ratingsReport(config, scope.from, scope.to, scope.branches), dinerFeedback(config.id, scope.from, scope.to, scope.branches)]) : [null, null];
  // the surveys' questions and options in the staff's words, not their keys
  const forms = new Map([...(await brandSurveys(config.id))].map(([key, survey]) => [key, surveyForm(survey, page.locale, brandDefaultLocale(config))]));
  return (
    <StaffFrame page={page} title={page.t("staff.reports.title")}>
      <ReportsScreen page={page} days={shown} branch={branch} problem={problem} report={report} exports={can(staff.role, "sales.export")} surveys={forms} feedback={feedback} />
    </StaffFrame>
  );
}
