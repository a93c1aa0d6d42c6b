import { NextResponse } from "next/server";
import { branchReportQuery } from "@/lib/domain/analytics/report-period";
import { dinerFeedback } from "@/lib/server/dal/diner-feedback";
import { reportRequest } from "@/lib/server/http/report-request";
import { operatorRoute } from "@/lib/server/http/operator-route";

/**
 * GET /api/v1/operator/feedback?from=YYYY-MM-DD&to=YYYY-MM-DD&supplier= — what diners wrote over the period (days on
 * the brand's clock, the last 7 by default) at one branch or every branch the caller covers: purchase ratings with
 * words or a request to be contacted, visit ratings, booking notes and allergies (lib/domain/diners/diner-feedback.ts).
 * For staff with ratings.read or the brand's operator key.
 */
export const GET = operatorRoute({ permission: "ratings.read", query: branchReportQuery }, async ({ brand, query, staff }) => {
  const { days, from, to, branches } = await reportRequest(brand, staff, query);
  const items = await dinerFeedback(brand.id, from, to, branches);
  return NextResponse.json({ ...days, feedback: items }, { headers: { "cache-control": "private, no-store" } });
});
