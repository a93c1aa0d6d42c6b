import { NextResponse } from "next/server";
import { type ApiError, apiErrorBody } from "@/lib/domain/http/api-errors";

/**
 * An API refusal as its response: the one error body (lib/domain/http/api-errors.ts), at the table's status; a
 * refusal that says when to come back (rate_limited) says it in Retry-After too.
 */
export function errorResponse(error: ApiError): NextResponse {
  const retryAfter = error.detail.retry_after;
  const headers = typeof retryAfter === "number" ? { "retry-after": String(retryAfter) } : undefined;
  return NextResponse.json(apiErrorBody(error), { status: error.status, headers });
}
