import { NextResponse } from "next/server";
import { performanceMetricCreate } from "@/lib/domain/analytics/analytics";
import { recordPerformance } from "@/lib/server/dal/visits";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * POST /api/v1/performance_metrics {vue_performance_metric: {session_id, acquisition_id?, route, transfer_data,
 * lcp?, inp?, cls?, ttfb?}} (product §7) — what a page view cost the diner: its transfer in KB and its Core Web
 * Vitals, sent with sendBeacon as the page is hidden: 202. 404 for a visit of another brand.
 */
export const POST = brandRoute({ rateLimit: "performance_metric", body: performanceMetricCreate }, async ({ brand, body }) => {
  await recordPerformance(brand.id, body.vue_performance_metric);
  return new NextResponse(null, { status: 202, headers: { "cache-control": "private, no-store" } });
});
