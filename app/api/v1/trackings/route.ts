import { NextResponse } from "next/server";
import { trackingsCreate } from "@/lib/domain/analytics/analytics";
import { recordTrackings } from "@/lib/server/dal/visits";
import { brandBranches } from "@/lib/server/http/branch-for-call";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * POST /api/v1/trackings {session_id, acquisition_id?, profile_id?, trackings: [{event, view_vue, supplier_id?, service?,
 * table_code?, front_lang, at, …the event's data}]} (product §7) — a batch of one visit's events (at most 50),
 * sent with sendBeacon as the diner leaves a page or every few seconds: 202 {stored}, the events accepted (written
 * within a second: lib/server/dal/tracking-queue.ts). 404 for a visit of
 * another brand, 400 for a branch it does not have.
 */
export const POST = brandRoute({ rateLimit: "tracking_batch", body: trackingsCreate }, async ({ brand, body }) => {
  const stored = await recordTrackings(brand.id, await brandBranches(brand), { sessionId: body.session_id, acquisitionId: body.acquisition_id ?? null, profileId: body.profile_id ?? null }, body.trackings);
  return NextResponse.json({ stored }, { status: 202, headers: { "cache-control": "private, no-store" } });
});
