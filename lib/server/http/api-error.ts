import { NextResponse } from "next/server";
import { type ApiError, apiErrorBody } from "@/lib/domain/api-errors";

/** An API refusal as its response: the one error body (lib/domain/api-errors.ts), at the table's status. */
export function errorResponse(error: ApiError): NextResponse {
  return NextResponse.json(apiErrorBody(error), { status: error.status });
}
