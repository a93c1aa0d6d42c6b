import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { jsonUuid } from "@/lib/domain/http/api-params";
import { phoneValid } from "@/lib/domain/diners/phone";
import { profileAccountSchema } from "@/lib/domain/diners/profile-account";
import { updateProfileAccount } from "@/lib/server/dal/profiles";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requireProfile } from "@/lib/server/http/profile-request";

/**
 * PUT /api/v1/profiles/account/{profile_id}.json {profile:{…}} with the profileid and token headers (product §7):
 * writes the fields given (null forgets one) and answers the account. Only the profile the headers prove can
 * be written: another id is a 404, as if it did not exist.
 */
export const PUT = brandRoute(
  { rateLimit: "profile_call", params: { file: jsonUuid }, body: (brand) => z.object({ profile: profileAccountSchema(brand.country_code, phoneValid) }) },
  async ({ request, brand, params, body }) => {
    const id = await requireProfile(request, brand.id);
    if (params.file !== id) throw new ApiError("not_found", "No such profile");
    const profile = await updateProfileAccount(brand.id, id, body.profile);
    if (!profile) throw new ApiError("not_found", "No such profile");
    return NextResponse.json({ profile }, { headers: { "cache-control": "private, no-store" } });
  },
);
