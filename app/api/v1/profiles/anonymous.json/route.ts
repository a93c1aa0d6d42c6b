import { NextResponse } from "next/server";
import { z } from "zod";
import { createAnonymousProfile } from "@/lib/server/dal/profiles";
import { brandRoute } from "@/lib/server/http/brand-route";

const body = z.object({
  profile: z
    .object({
      /** the host the diner is on (product §3 Profile: domain) */
      domain: z.string().max(253).optional(),
      name: z.string().trim().max(120).optional(),
    })
    .default({}),
});

/**
 * POST /api/v1/profiles/anonymous.json {profile:{domain, name}} (product §7) — a diner's profile, before they say
 * anything about themselves: 201 {profile:{id, token}}. The token is shown only here; the browser keeps both
 * and sends them as the profileid and token headers.
 */
export const POST = brandRoute({ rateLimit: "profile_create", body }, async ({ brand, body }) => {
  const profile = await createAnonymousProfile(brand.id, body.profile);
  return NextResponse.json({ profile }, { status: 201, headers: { "cache-control": "private, no-store" } });
});
