import { NextResponse } from "next/server";
import { acquisitionCreate } from "@/lib/domain/analytics/analytics";
import { createAcquisition } from "@/lib/server/dal/visits";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * POST /api/v1/acquisitions {session_id, campaign_id?, utm_*?, gclid?, fbclid?, reference_code?, referer?}
 * (product §7) — the campaign link a visit arrived by: 201 {id}, which the visit's orders then carry. 404 for a
 * visit that is not this brand's.
 */
export const POST = brandRoute({ rateLimit: "acquisition_create", body: acquisitionCreate }, async ({ request, brand, body }) => {
  const { session_id, referer, ...campaign } = body;
  const id = await createAcquisition(brand.id, session_id, campaign, { referer, userAgent: request.headers.get("user-agent") ?? "" });
  return NextResponse.json({ id }, { status: 201, headers: { "cache-control": "private, no-store" } });
});
