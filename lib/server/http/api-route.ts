import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/domain/http/api-errors";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "@/lib/domain/http/json-depth";
import { refuseImpureText } from "@/lib/domain/text/plain-text";
import { errorResponse } from "./api-error";
import { invalidRequest } from "./zod-error";

/**
 * A route handler whose thrown ApiErrors answer as the one error shape, at the table's status. Any other
 * error is rethrown: Next answers 500 and Sentry sees it, since only our own bugs get there.
 */
export function apiRoute<C extends unknown[]>(handler: (request: Request, ...context: C) => Promise<Response>) {
  return async (request: Request, ...context: C): Promise<Response> => {
    try {
      return await handler(request, ...context);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      throw error;
    }
  };
}

/** The request's body as JSON; a body that is not JSON, or nests deeper than any call does, is the caller's mistake. */
export async function readJson(request: Request): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiError("bad_request", "The body is not valid JSON");
  }
  if (nestedDeeperThan(body, MAX_JSON_DEPTH)) throw new ApiError("bad_request", `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`);
  return body;
}

/** Every string a caller sends is plain text (lib/domain/text/plain-text.ts) before any schema reads it. */
const plainInput = z.unknown().superRefine(refuseImpureText);

/** `value` parsed by `schema`, or the API's 400 naming each bad field. */
export function parseOrThrow<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const result = plainInput.pipe(schema).safeParse(value);
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}
