import { NextResponse } from "next/server";
import { reportPeriod, reportPeriodQuery } from "@/lib/domain/analytics/report-period";
import { campaignsToWire } from "@/lib/domain/staff/staff-wire";
import { analyticsSummary } from "@/lib/server/dal/visits";
import { requireOperator } from "@/lib/server/http/bearer";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/operator/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included; the last 30 days by
 * default) — the brand's visits, events by name, and each campaign's visits, orders and revenue (in the
 * brand's currency, major units).
 */
export const GET = brandRoute({ authorize: requireOperator, query: reportPeriodQuery }, async ({ brand, query }) => {
  const { from, to } = reportPeriod(query);
  const summary = await analyticsSummary(brand.id, from, to);
  const campaigns = campaignsToWire(summary.campaigns, brand.currency);
  return NextResponse.json({ from: from.toISOString(), to: to.toISOString(), currency: brand.currency, ...summary, campaigns }, { headers: { "cache-control": "private, no-store" } });
});
