import { NextResponse } from "next/server";
import { staffSignInBody } from "@/lib/domain/staff/staff-bodies";
import { staffRoute } from "@/lib/server/http/staff-route";
import { clearedSessionCookie, sessionCookie } from "@/lib/server/staff/session-cookie";
import { signIn } from "@/lib/server/staff/sign-in";
import { signOut } from "@/lib/server/staff/sign-out";

/*
 * The staff console's session, on the brand's own host. Changes need the brand's Origin (403 csrf).
 */

/**
 * POST /api/staff/session {email, password} — 200 {account} and a new session cookie; 401 invalid_credentials for
 * any wrong address or password; 429 rate_limited (Retry-After) after too many failures from the address or for
 * the account.
 */
export const POST = staffRoute({ signedIn: false, body: staffSignInBody }, async ({ request, brand, body }) => {
  const { account, token } = await signIn(request, brand, body);
  return NextResponse.json({ account }, { headers: { "set-cookie": sessionCookie(request, token) } });
});

/** GET /api/staff/session — 200 {account} of the signed-in device, or 401 staff_signed_out. */
export const GET = staffRoute({}, async ({ staff }) => {
  const { sessionId: _sessionId, ...account } = staff;
  return NextResponse.json({ account });
});

/** DELETE /api/staff/session — signs this device out (204 and the cookie removed), signed in or not. */
export const DELETE = staffRoute({ signedIn: false }, async ({ request, brand }) => {
  await signOut(request, brand);
  return new NextResponse(null, { status: 204, headers: { "set-cookie": clearedSessionCookie(request) } });
});
