import { NextResponse } from "next/server";
import { deviceOf, sessionCreate } from "@/lib/domain/analytics/analytics";
import { createSession } from "@/lib/server/dal/visits";
import { brandRoute } from "@/lib/server/http/brand-route";

/**
 * POST /api/v1/sessions {so?, browser?, pixel_width?, pixel_height?} (product §7) — a diner's visit begins: 201
 * {id}, the random id its events and campaign name. The device's families come from the User-Agent when the
 * browser does not say.
 */
export const POST = brandRoute({ rateLimit: "session_create", body: sessionCreate }, async ({ request, brand, body }) => {
  const device = deviceOf(request.headers.get("user-agent") ?? "");
  const id = await createSession(brand.id, { ...body, so: body.so || device.so, browser: body.browser || device.browser });
  return NextResponse.json({ id }, { status: 201, headers: { "cache-control": "private, no-store" } });
});
