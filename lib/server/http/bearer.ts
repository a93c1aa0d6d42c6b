import "server-only";
import { timingSafeEqual } from "node:crypto";

/** Whether the request carries `Authorization: Bearer <key>`, compared in constant time; never without a key. */
export function bearerMatches(request: Request, key: string | undefined): boolean {
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!key || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(key));
}
