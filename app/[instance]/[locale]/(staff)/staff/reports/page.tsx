import { ReportsScreen } from "@/components/staff/reports-screen";
import { StaffFrame } from "@/components/staff/staff-frame";
import { branchReportQuery, periodProblem, reportDays, zonedPeriod } from "@/lib/domain/analytics/report-period";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { can } from "@/lib/domain/staff/staff-roles";
import { surveyForm } from "@/lib/domain/diners/survey";
import type { BrandParams } from "@/lib/server/pages/brand-page";
import { dinerFeedback } from "@/lib/server/dal/diner-feedback";
import { ratingsReport } from "@/lib/server/dal/ratings-report";
import { brandSurveys } from "@/lib/server/dal/surveys";
import { reportBranches } from "@/lib/server/staff/staff-branch";
import { staffPage } from "@/lib/server/staff/staff-page";
import { staffTitle } from "@/lib/server/staff/staff-title";

type ReportsSearchParams = Promise<{ branch?: string | string[]; from?: string | string[]; to?: string | string[] }>;

export const generateMetadata = staffTitle("staff.reports.title");

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * /staff/reports: what the diners said over a period (ratings, NPS, what they wrote, surveys) at one of the account's
 * branches or all of them, and the sales and the comments of that period as spreadsheets. The period is a GET form, so a report is
 * a link to share and works before any script runs.
 */
export default async function StaffReportsPage({ params, searchParams }: { params: BrandParams; searchParams: ReportsSearchParams }) {
  const page = await staffPage(params, searchParams, "reports");
  const { config, staff, branches } = page;
  const asked = await searchParams;
  const wanted = branches.find((branch) => branch.slug === single(asked.branch)) ?? null;
  const parsed = branchReportQuery.safeParse({ from: single(asked.from), to: single(asked.to) });
  const days = reportDays(parsed.success ? parsed.data : {}, new Date(), config.timezone);
  const problem = parsed.success ? periodProblem(days) : "invalid";
  const { from, to } = zonedPeriod(days, config.timezone);
  const branchIds = problem ? null : await reportBranches(config, staff, wanted?.slug);
  const [report, feedback] = problem ? [null, null] : await Promise.all([ratingsReport(config, from, to, branchIds), dinerFeedback(config.id, from, to, branchIds)]);
  // the surveys' questions and options in the staff's words, not their keys
  const forms = new Map([...(await brandSurveys(config.id))].map(([key, survey]) => [key, surveyForm(survey, page.locale, brandDefaultLocale(config))]));
  return (
    <StaffFrame page={page} title={page.t("staff.reports.title")}>
      <ReportsScreen
        page={page}
        days={{ from: single(asked.from) ?? days.from, to: single(asked.to) ?? days.to }}
        branch={wanted?.slug ?? ""}
        problem={problem}
        report={report}
        exports={can(staff.role, "sales.export")}
        surveys={forms}
        feedback={feedback}
      />
    </StaffFrame>
  );
}
