import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { MAX_REPORT_DAYS, periodProblem, reportDays, zonedPeriod, type ReportDays, type ReportDaysRule } from "@/lib/domain/analytics/report-period";
import { reportBranches } from "../staff/staff-branch";

const REFUSALS = {
  reversed: "The period ends before it starts: `to` must be on or after `from`",
  too_long: `The period is longer than ${MAX_REPORT_DAYS} days: ask for it in parts`,
};

/**
 * The period and branches a report call asks for: days on the brand's clock, both included, the ones not asked filled
 * in by `daysOf` (the last 7 by default), as instants, and its branch or every branch the caller covers (null: all). A
 * reversed or too long period is the caller's mistake (400).
 */
export async function reportRequest(brand: InstanceConfig, staff: { branches: readonly number[] } | null, query: { from?: string; to?: string; supplier?: string }, daysOf: ReportDaysRule = reportDays) {
  const days: ReportDays = daysOf(query, new Date(), brand.timezone);
  const problem = periodProblem(days);
  if (problem) throw new ApiError("bad_request", REFUSALS[problem], { field: "to", problem });
  const { from, to } = zonedPeriod(days, brand.timezone);
  return { days, from, to, branches: await reportBranches(brand, staff, query.supplier) };
}

/** A report as a spreadsheet download, `{brand}-{report}-{from}-{to}[-{branch}].csv`, kept by no cache on the way. */
export function reportCsv(brandSlug: string, report: string, days: ReportDays, supplier: string | undefined, csv: string): Response {
  const name = `${brandSlug}-${report}-${days.from}-${days.to}${supplier ? `-${supplier}` : ""}.csv`.replace(/[^\w.-]/g, "_");
  return new Response(csv, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"`, "cache-control": "private, no-store" } });
}
