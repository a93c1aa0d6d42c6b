import "server-only";
import { timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/domain/api-errors";
import { env } from "../env";

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

/** The operator API's authorize step (until the staff console exists): the deployment's OPERATOR_API_KEY. */
export function requireOperator(request: Request): void {
  requireBearer(request, env().OPERATOR_API_KEY, "A valid operator key is required");
}
