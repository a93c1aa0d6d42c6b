import { NextResponse } from "next/server";
import { staffPasswordChangeBody } from "@/lib/domain/staff/staff-bodies";
import { staffRoute } from "@/lib/server/http/staff-route";
import { changeOwnPassword } from "@/lib/server/staff/change-password";

/**
 * PUT /api/staff/password {current, next} — 204; the account's other devices are signed out, this one stays.
 * 422 wrong_password; 400 for a new password under 10 characters; 429 after too many wrong ones.
 */
export const PUT = staffRoute({ body: staffPasswordChangeBody }, async ({ brand, staff, body }) => {
  await changeOwnPassword(brand, staff, body);
  return new NextResponse(null, { status: 204 });
});
