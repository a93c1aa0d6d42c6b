import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { jsonUuid } from "@/lib/domain/http/api-params";
import { isProfileToken } from "@/lib/domain/diners/profile";
import { signInWithSmartLink } from "@/lib/server/dal/profiles";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * GET /api/v1/profiles/login_smart_link/{profile_id}.json?token= (product §7): a smart link's token buys this device
 * the profile: 200 {profile:{id, token}}, the token this device's own. Any other profile, token or brand: 404
 * smart_link_invalid — never another profile.
 */
export const GET = brandRoute({ rateLimit: "smart_link_login", params: { file: jsonUuid }, query: z.object({ token: z.string().optional() }) }, async ({ brand, params, query }) => {
  const token = isProfileToken(query.token) ? await signInWithSmartLink(brand.id, params.file, query.token) : null;
  if (!token) throw new ApiError("smart_link_invalid", "This link does not sign in to any profile of this brand");
  return NextResponse.json({ profile: { id: params.file, token } }, { headers: { "cache-control": "private, no-store" } });
});
