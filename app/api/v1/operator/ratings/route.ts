import { NextResponse } from "next/server";
import { reportPeriod, reportPeriodQuery } from "@/lib/domain/report-period";
import { ratingsSummary } from "@/lib/server/dal/order-ratings";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/operator/ratings?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included; the last 30 days by
 * default) — the brand's purchase ratings: overall and by branch and service, each with its count, average
 * (1–10), NPS (−100…100, of the answers to the NPS question) and the digital menu's average.
 */
export const GET = brandRoute({ authorize: requireOperator, query: reportPeriodQuery }, async ({ brand, query }) => {
  const { from, to } = reportPeriod(query);
  return NextResponse.json({ from: from.toISOString(), to: to.toISOString(), ...(await ratingsSummary(brand.id, from, to)) }, { headers: { "cache-control": "private, no-store" } });
});
