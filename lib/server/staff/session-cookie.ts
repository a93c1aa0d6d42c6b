import "server-only";
import { STAFF_SESSION_SECONDS } from "@/lib/domain/staff/staff-session";
import { publicOrigin } from "../http/public-origin";

/*
 * The staff session's cookie. Host-only (no Domain), so each brand's host holds its own; httpOnly,
 * so no script reads it; SameSite=Lax, so another site's form never sends it with a POST (the Origin check of
 * staff-route.ts is the other half of the CSRF defence).
 */
export const STAFF_COOKIE = "comanda_staff";

/** 32 random bytes in base64url: anything else is not a token of ours, and no query is spent on it. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The session token the request carries, or null. */
export function sessionToken(request: Request): string | null {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = pair.split("=");
    if (name?.trim() === STAFF_COOKIE) {
      const token = value.join("=").trim();
      return TOKEN.test(token) ? token : null;
    }
  }
  return null;
}

/**
 * Secure whenever the browser will keep it: on https, and on localhost and *.localhost, which browsers treat as
 * secure over plain http (so the demo at demo.localhost:3000 exercises the real attributes). A brand reached over
 * plain http on another name (a LAN address in a test kitchen) gets it without, or the browser would drop it.
 */
function secure(request: Request): boolean {
  const url = new URL(publicOrigin(request));
  return url.protocol === "https:" || url.hostname === "localhost" || url.hostname.endsWith(".localhost");
}

function cookie(request: Request, value: string, maxAge: number): string {
  return [`${STAFF_COOKIE}=${value}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax", ...(secure(request) ? ["Secure"] : [])].join("; ");
}

/** The Set-Cookie of a session that lasts a whole STAFF_SESSION_SECONDS from now (a sign-in, or a renewal). */
export function sessionCookie(request: Request, token: string): string {
  return cookie(request, token, STAFF_SESSION_SECONDS);
}

/** The Set-Cookie that removes it (sign-out, a session that no longer works). */
export function clearedSessionCookie(request: Request): string {
  return cookie(request, "", 0);
}
