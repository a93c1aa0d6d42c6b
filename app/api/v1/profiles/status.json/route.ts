import { NextResponse } from "next/server";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requireProfileAccount } from "@/lib/server/http/profile-request";

/**
 * GET /api/v1/profiles/status.json with the profileid and token headers (product §7): 200 {profile:{id,
 * verified_phone}} while the profile is valid, 401 when the headers prove nothing (the browser makes a new one).
 */
export const GET = brandRoute({ rateLimit: "profile_call" }, async ({ request, brand }) => {
  const { id, verified_phone } = await requireProfileAccount(request, brand.id);
  return NextResponse.json({ profile: { id, verified_phone } }, { headers: { "cache-control": "private, no-store" } });
});
