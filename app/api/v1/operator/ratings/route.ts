import { NextResponse } from "next/server";
import { brandDefaultLocale } from "@/lib/domain/localize";
import { reportPeriod, reportPeriodQuery } from "@/lib/domain/report-period";
import { ratingsSummary } from "@/lib/server/dal/order-ratings";
import { surveysSummary } from "@/lib/server/dal/survey-summary";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/operator/ratings?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included; the last 30 days by
 * default) — the brand's purchase ratings: overall and by branch and service, each with its count, average
 * (1–10), NPS (−100…100, of the answers to the NPS question) and the digital menu's average; and its survey
 * answers by survey, branch and service, each question summed up (lib/server/dal/survey-summary.ts).
 */
export const GET = brandRoute({ authorize: requireOperator, query: reportPeriodQuery }, async ({ brand, query }) => {
  const { from, to } = reportPeriod(query);
  const [ratings, surveys] = await Promise.all([ratingsSummary(brand.id, from, to), surveysSummary(brand.id, from, to, brandDefaultLocale(brand))]);
  return NextResponse.json({ from: from.toISOString(), to: to.toISOString(), ...ratings, surveys }, { headers: { "cache-control": "private, no-store" } });
});
