import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { isLocale } from "@/lib/domain/routing/locales";
import { phoneE164, phoneValid } from "@/lib/domain/diners/phone";
import { phoneSchema } from "@/lib/domain/checkout/contact-form";
import { messagesFor } from "@/lib/i18n/messages";
import { sendVerificationCode } from "@/lib/server/dal/phone-verifications";
import { brandRoute } from "@/lib/server/http/brand-route";
import { requireProfile } from "@/lib/server/http/profile-request";
import { answerLocale } from "@/lib/server/http/request-locale";
import { deliverSoon } from "@/lib/server/notifications/outbox-timer";

/**
 * POST /api/v1/profiles/verification.json {phone} with the profile's headers — sends a 4-digit code by SMS to
 * prove the phone (product §5): 202 {resend_after, expires_in}. Another code within 14 s is a 429
 * code_resend_too_soon with Retry-After; a phone gets at most 5 codes an hour, whoever asks.
 */
export const POST = brandRoute(
  { rateLimit: "sms_code_send", body: (brand) => z.object({ phone: phoneSchema(brand.country_code, phoneValid) }) },
  async ({ request, brand, body }) => {
    const profileId = await requireProfile(request, brand.id);
    const phone = phoneE164(body.phone, brand.country_code);
    if (!phone) throw new ApiError("bad_request", "Not a phone", { fields: { phone: "validation.invalidPhone" } });
    const lang = request.headers.get("lang");
    const locale = answerLocale(request, isLocale(lang) ? lang : undefined);
    const { sms } = (messagesFor(locale, brand.country_code) as { profile: { sms: { codeIs: string; expires: string } } }).profile;
    const sent = await sendVerificationCode(brand.id, profileId, phone, { brand: brand.name, ...sms });
    deliverSoon();
    return NextResponse.json(sent, { status: 202, headers: { "cache-control": "private, no-store" } });
  },
);
