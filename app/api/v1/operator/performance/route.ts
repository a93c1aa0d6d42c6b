import { NextResponse } from "next/server";
import { reportPeriod, reportPeriodQuery } from "@/lib/domain/analytics/report-period";
import { performanceSummary } from "@/lib/server/dal/visits";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/operator/performance?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included; the last 30 days by
 * default) — how the brand's pages perform for its real diners, by route: views, average transfer (KB) and the
 * 75th percentile of LCP, INP, CLS and TTFB.
 */
export const GET = brandRoute({ authorize: requireOperator, query: reportPeriodQuery }, async ({ brand, query }) => {
  const { from, to } = reportPeriod(query);
  return NextResponse.json({ from: from.toISOString(), to: to.toISOString(), routes: await performanceSummary(brand.id, from, to) }, { headers: { "cache-control": "private, no-store" } });
});
