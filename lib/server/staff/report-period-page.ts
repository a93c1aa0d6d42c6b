import "server-only";
import { branchReportQuery, periodProblem, zonedPeriod, type PeriodProblem, type ReportDays, type ReportDaysRule } from "@/lib/domain/analytics/report-period";
import { reportBranches } from "./staff-branch";
import type { StaffPage } from "./staff-page";

export type ReportSearchParams = Promise<{ branch?: string | string[]; from?: string | string[]; to?: string | string[] }>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * What a console report's GET form asked (?from=&to=&branch=): the days (`daysOf` fills what is missing, on the brand's
 * clock), the dates as typed to show them back, the branch, why the period cannot be reported, and — when it can — its
 * instants and the branches it covers (null: all of the brand's).
 */
export async function reportPeriodPage(page: StaffPage, searchParams: ReportSearchParams, daysOf: ReportDaysRule) {
  const { config, staff, branches } = page;
  const asked = await searchParams;
  const branch = branches.find((candidate) => candidate.slug === single(asked.branch))?.slug ?? "";
  const parsed = branchReportQuery.safeParse({ from: single(asked.from), to: single(asked.to) });
  const days = daysOf(parsed.success ? parsed.data : {}, new Date(), config.timezone);
  const problem: PeriodProblem | "invalid" | null = parsed.success ? periodProblem(days) : "invalid";
  const shown: ReportDays = { from: single(asked.from) ?? days.from, to: single(asked.to) ?? days.to };
  const scope = problem ? null : { ...zonedPeriod(days, config.timezone), branches: await reportBranches(config, staff, branch || undefined) };
  return { branch, shown, problem, scope };
}
