import { NextResponse } from "next/server";
import { ApiError, apiErrorBody, type ApiErrorCode } from "@/lib/domain/api-errors";

/** An API refusal as its response: the one error body (lib/domain/api-errors.ts), at the table's status. */
export function errorResponse(error: ApiError): NextResponse {
  return NextResponse.json(apiErrorBody(error), { status: error.status });
}

/**
 * @deprecated Only lib/server/http/menu-response.ts still calls this, until the menu routes move onto
 * brandRoute (issue 9); the status comes from the table, whatever is passed.
 */
export function apiError(_status: number, code: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return errorResponse(new ApiError(code, message, fields ? { fields } : {}));
}
