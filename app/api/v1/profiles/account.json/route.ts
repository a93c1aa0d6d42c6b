import { NextResponse } from "next/server";
import { ApiError } from "@/lib/domain/api-errors";
import { profileAccount } from "@/lib/server/dal/profiles";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requireProfile } from "@/lib/server/http/profile-request";

/** GET /api/v1/profiles/account.json with the profileid and token headers (spec §7): {profile} — never its token. */
export const GET = brandRoute({ rateLimit: "profile_call" }, async ({ request, brand }) => {
  const id = await requireProfile(request, brand.id);
  const profile = await profileAccount(brand.id, id);
  if (!profile) throw new ApiError("unauthorized", "No such profile");
  return NextResponse.json({ profile }, { headers: { "cache-control": "private, no-store" } });
});
