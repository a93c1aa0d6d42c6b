import { POST as signInRoute } from "@/app/api/staff/session/route";
import type { StaffRole } from "@/lib/domain/staff/staff-roles";
import { getDb } from "@/lib/server/db/client";
import { insertStaffAccount } from "@/lib/server/dal/staff-accounts";
import { hashPassword } from "@/lib/server/staff/password";
import { STAFF_COOKIE } from "@/lib/server/staff/session-cookie";
import { brandRequest } from "./requests";

/** Every test account's password, unless a test says otherwise. */
export const STAFF_PASSWORD = "correct horse battery";

let addresses = 0;

export interface StaffCall {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** the session token sent as the staff cookie */
  token?: string | null;
  /** the Origin header; by default the brand's own for a change, none for a read; null sends none */
  origin?: string | null;
  /** the client's address (X-Forwarded-For); by default a new one per call, so sign-in budgets only meet where a test wants */
  address?: string;
  /** more headers (a Host, X-Forwarded-Proto) */
  headers?: Record<string, string>;
}

/** A staff API request as a browser on `slug`'s host sends it (after the proxy resolved the brand). */
export function staffRequest(slug: string, path: string, { method = "GET", body, token, origin, address, headers: extra }: StaffCall = {}): Request {
  const headers = new Headers({ "x-forwarded-for": address ?? `198.51.100.${(addresses++ % 250) + 1}`, ...extra });
  const sentOrigin = origin === undefined ? (method === "GET" ? null : `http://${slug}.localhost`) : origin;
  if (sentOrigin) headers.set("origin", sentOrigin);
  if (token) headers.set("cookie", `theme=dark; ${STAFF_COOKIE}=${token}`);
  if (body !== undefined) headers.set("content-type", "application/json");
  return brandRequest(slug, path, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
}

/** The staff cookie a response sets: its value and its attributes, lower-cased; null when it sets none. */
export function staffCookie(response: Response): { value: string; attributes: string[] } | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  return { value: pair!.slice(STAFF_COOKIE.length + 1), attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

/** Signs in on `slug`'s host and answers the new session's token (failing the test if it could not). */
export async function signInAs(slug: string, email: string, password = STAFF_PASSWORD, call: StaffCall = {}): Promise<string> {
  const response = await signInRoute(staffRequest(slug, "/api/staff/session", { ...call, method: "POST", body: { email, password } }));
  const cookie = staffCookie(response);
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} at ${slug} answered ${response.status}: ${await response.text()}`);
  return cookie.value;
}

/** A staff account made straight in the database (as an owner would make it through the API). */
export async function makeStaff(instanceId: number, email: string, role: StaffRole, branches: number[] = [], password = STAFF_PASSWORD) {
  return insertStaffAccount(await getDb(), instanceId, { email, name: email.split("@")[0]!, role, branches, passwordHash: await hashPassword(password) });
}
