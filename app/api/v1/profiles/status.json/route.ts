import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/api-errors";
import { profileAccount } from "@/lib/server/dal/profiles";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requireProfile } from "@/lib/server/http/profile-request";

/**
 * GET /api/v1/profiles/status.json with the profileid and token headers (spec §7): 200 {profile:{id,
 * verified_phone}} while the profile is valid, 401 when the headers prove nothing (the browser makes a new one).
 */
export const GET = brandRoute({ rateLimit: "profile_call" }, async ({ request, brand }) => {
  const id = await requireProfile(request, brand.id);
  const account = await profileAccount(brand.id, id);
  if (!account) throw new ApiError("unauthorized", "No such profile");
  return NextResponse.json({ profile: { id, verified_phone: account.verified_phone } }, { headers: { "cache-control": "private, no-store" } });
});
