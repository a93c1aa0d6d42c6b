import "server-only";
import { ApiError } from "@/lib/domain/http/api-errors";

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's Idempotency-Key: null when absent, a 400 when it is not 8–100 letters, digits, - or _. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key !== null && !KEY.test(key)) throw new ApiError("bad_request", "Idempotency-Key must be 8–100 letters, digits, - or _");
  return key;
}
