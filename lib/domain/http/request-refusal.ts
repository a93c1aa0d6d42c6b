import { ApiError } from "./api-errors";

/** The methods any route of the app may answer; Next itself answers a route's missing ones with 405. */
export const ANSWERED_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request no route can read, refused as the caller's mistake before the framework sees it: a method
 * outside ANSWERED_METHODS (405, with Allow), or a path whose percent-encoding is not UTF-8 (`/%ff`, 400).
 * The query is not checked: URLSearchParams reads a bad escape as the text it is.
 */
export function requestRefusal(method: string | undefined, url: string | undefined): ApiError | null {
  if (!ANSWERED_METHODS.includes(method as (typeof ANSWERED_METHODS)[number])) {
    return new ApiError("method_not_allowed", `${method} is not answered here`, { allow: ANSWERED_METHODS });
  }
  const path = (url ?? "/").split(/[?#]/, 1)[0] ?? "/";
  if (!isDecodable(path)) return new ApiError("bad_request", "The address is not valid percent-encoding");
  return null;
}
