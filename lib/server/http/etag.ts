import "server-only";

/** Whether the request already holds this version (If-None-Match names the ETag): answer it with a 304. */
export function holdsVersion(request: Request, etag: string): boolean {
  return request.headers.get("if-none-match")?.split(/,\s*/).includes(etag) ?? false;
}
