import { isApiErrorCode, type ApiErrorCode } from "@/lib/domain/api-errors";

/** A refused API call, as the UI reacts to it: a code of the API's table, or `network` when no usable answer came. */
export interface ApiFailure {
  code: ApiErrorCode | "network";
  /** zod field errors by dotted path, for a 400 */
  fields?: Record<string, string>;
  /** extra figures of the refusal, e.g. { minimum, missing } for minimum_order */
  detail: Record<string, unknown>;
}

export const NETWORK_FAILURE: ApiFailure = { code: "network", detail: {} };

/**
 * The refusal an error answer carries (the one shape of lib/domain/api-errors.ts). A 5xx, an unreadable
 * body or a code the table does not know is not the diner's mistake: it reads as `network`, to retry.
 */
export function apiFailure(status: number, body: unknown): ApiFailure {
  const error = (body as { error?: unknown } | null)?.error;
  if (status >= 500 || !error || typeof error !== "object") return NETWORK_FAILURE;
  const { code, fields, message: _message, ...detail } = error as { code?: unknown; fields?: Record<string, string>; message?: unknown };
  return isApiErrorCode(code) ? { code, fields, detail } : NETWORK_FAILURE;
}
