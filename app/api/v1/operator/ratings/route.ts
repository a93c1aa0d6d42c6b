import { NextResponse } from "next/server";
import { reportBranchRef, reportPeriod, reportPeriodQuery } from "@/lib/domain/analytics/report-period";
import { ratingsReport } from "@/lib/server/dal/ratings-report";
import { operatorRoute } from "@/lib/server/http/operator-route";
import { reportBranches } from "@/lib/server/staff/staff-branch";

/**
 * GET /api/v1/operator/ratings?from=YYYY-MM-DD&to=YYYY-MM-DD&supplier= (UTC days, both included; the last 30 days
 * by default; one branch, else every branch the caller covers) — the brand's purchase ratings: overall and by
 * branch and service, each with its count, average (1–10), NPS (−100…100, of the answers to the NPS question) and
 * the digital menu's average; and its survey answers by survey, branch and service, each question summed up
 * (lib/server/dal/survey-summary.ts). For the brand's operator key or staff with ratings.read.
 */
export const GET = operatorRoute({ permission: "ratings.read", query: reportPeriodQuery.extend({ supplier: reportBranchRef }) }, async ({ brand, query, staff }) => {
  const { from, to } = reportPeriod(query);
  const report = await ratingsReport(brand, from, to, await reportBranches(brand, staff, query.supplier));
  return NextResponse.json({ from: from.toISOString(), to: to.toISOString(), ...report }, { headers: { "cache-control": "private, no-store" } });
});
