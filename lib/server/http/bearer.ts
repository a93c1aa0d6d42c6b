import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { brandOperatorKey } from "@/lib/domain/staff/operator-key";
import { env } from "../env";
import { sameSecret } from "./same-secret";

/** Whether the request carries `Authorization: Bearer <key>`, compared in constant time; never without a key. */
function bearerMatches(request: Request, key: string | undefined): boolean {
  return sameSecret(request.headers.get("authorization")?.replace(/^Bearer\s+/i, ""), key);
}

/** Throws the API's 401 unless the request carries the bearer `key`. */
export function requireBearer(request: Request, key: string | undefined, message: string): void {
  if (!bearerMatches(request, key)) throw new ApiError("unauthorized", message);
}

/**
 * The operator API's authorize step (until the staff console exists): the brand's own operator key, derived
 * from OPERATOR_API_KEY (lib/domain/staff/operator-key.ts). Another brand's key, or the deployment secret itself,
 * is refused, so a key handed to one brand's staff cannot move another brand's orders, calls or tabs.
 */
export function requireOperator(request: Request, brand: Pick<InstanceConfig, "slug">): void {
  const secret = env().OPERATOR_API_KEY;
  requireBearer(request, secret && brandOperatorKey(secret, brand.slug), "A valid operator key of this brand is required");
}
