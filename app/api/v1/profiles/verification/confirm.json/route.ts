import { NextResponse } from "next/server";
import { z } from "zod";
import { isVerificationCode } from "@/lib/domain/diners/phone-verification";
import { confirmVerificationCode } from "@/lib/server/dal/phone-verifications";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requireProfile } from "@/lib/server/http/profile-request";

const body = z.object({ code: z.string().trim().refine(isVerificationCode, "validation.invalidCode") });

/**
 * POST /api/v1/profiles/verification/confirm.json {code} with the profile's headers: 200 {profile:{id, token}}
 * — the profile this device holds from now on: its own (token null: keep yours), or the one that proved this
 * phone first, with a new secret for this device. A wrong, expired or spent code: 422 invalid_verification_code
 * with attempts_left.
 */
export const POST = brandRoute({ rateLimit: "sms_code_check", body }, async ({ request, brand, body }) => {
  const profileId = await requireProfile(request, brand.id);
  const profile = await confirmVerificationCode(brand.id, profileId, body.code);
  return NextResponse.json({ profile, verified_phone: true }, { headers: { "cache-control": "private, no-store" } });
});
