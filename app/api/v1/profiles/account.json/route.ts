import { NextResponse } from "next/server";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requireProfileAccount } from "@/lib/server/http/profile-request";

/** GET /api/v1/profiles/account.json with the profileid and token headers (product §7): {profile} — never its token. */
export const GET = brandRoute({ rateLimit: "profile_call" }, async ({ request, brand }) => {
  const profile = await requireProfileAccount(request, brand.id);
  return NextResponse.json({ profile }, { headers: { "cache-control": "private, no-store" } });
});
