import "server-only";
import { timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/domain/api-errors";

/** Whether the request carries `Authorization: Bearer <key>`, compared in constant time; never without a key. */
function bearerMatches(request: Request, key: string | undefined): boolean {
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (!key || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(key));
}

/** Throws the API's 401 unless the request carries the bearer `key`. */
export function requireBearer(request: Request, key: string | undefined, message: string): void {
  if (!bearerMatches(request, key)) throw new ApiError("unauthorized", message);
}
