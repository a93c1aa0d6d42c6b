import { NextResponse } from "next/server";
import { staffRoute } from "@/lib/server/http/staff-route";
import { clearedSessionCookie } from "@/lib/server/staff/session-cookie";
import { signOutEverywhere } from "@/lib/server/staff/sign-out";

/** DELETE /api/staff/sessions — signs the account out on every device, this one included (204, cookie removed). */
export const DELETE = staffRoute({}, async ({ request, brand, staff }) => {
  await signOutEverywhere(brand, staff);
  return new NextResponse(null, { status: 204, headers: { "set-cookie": clearedSessionCookie(request) } });
});
