import { callHeaders } from "./call-headers";
import type { ApiErrorCode } from "@/lib/domain/http/api-errors";

/** A refused API call, as the UI reacts to it: a code of the API's table, or `network` when no usable answer came. */
export interface ApiFailure {
  code: ApiErrorCode | "network";
  /** zod field errors by dotted path, for a 400 */
  fields?: Record<string, string>;
  /** extra figures of the refusal, e.g. { minimum, missing } for minimum_order */
  detail: Record<string, unknown>;
}

export const NETWORK_FAILURE: ApiFailure = { code: "network", detail: {} };

// The shape of the API's codes. The browser does not carry the API's table of them (every page would pay for
// it): a code this page's messages do not know — a newer server's — reads as `network` where it is shown
// (lib/i18n/api-error-text.ts).
const CODE = /^[a-z][a-z_]{1,47}$/;

/**
 * The refusal an error answer carries (the one shape of lib/domain/http/api-errors.ts). A 5xx, an unreadable
 * body or a body without a code is not the diner's mistake: it reads as `network`, to retry.
 */
export function apiFailure(status: number, body: unknown): ApiFailure {
  const error = (body as { error?: unknown } | null)?.error;
  if (status >= 500 || !error || typeof error !== "object") return NETWORK_FAILURE;
  const { code, fields, message: _message, ...detail } = error as { code?: unknown; fields?: Record<string, string>; message?: unknown };
  return typeof code === "string" && CODE.test(code) ? { code: code as ApiErrorCode, fields, detail } : NETWORK_FAILURE;
}

/** Why a call to our API failed, as every screen reacts to it: the refusal's code, fields and figures, or `network`. */
export class ApiCallError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`API call failed: ${failure.code}`);
  }
}

/** The refusal an ApiCallError carries; null for any other error (a bug of ours, not an answer of the API). */
export function failureOf(error: unknown): ApiFailure | null {
  return error instanceof ApiCallError ? error.failure : null;
}

/** What a screen shows for a call that failed: the API's refusal, else `network` (try again). */
export function failureToShow(error: unknown): ApiFailure {
  return failureOf(error) ?? NETWORK_FAILURE;
}

/**
 * A call to the brand's API: past the browser's cache, with product §7's headers (call-headers.ts), and "no
 * answer at all" turned into an ApiCallError `network`.
 */
export async function callApi(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { cache: "no-store", ...init, headers: { ...callHeaders(), ...init?.headers } });
  } catch {
    throw new ApiCallError(NETWORK_FAILURE);
  }
}

/** The JSON of a 2xx answer, or the refusal it carries as an ApiCallError. */
export async function answerOf<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new ApiCallError(apiFailure(response.status, body));
  return body as T;
}

/** A call's init with a JSON body. */
export const jsonBody = (method: string, body: unknown): RequestInit => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
