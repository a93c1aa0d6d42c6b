import "server-only";
import { createHash } from "node:crypto";
import { NextResponse } from "next/server";

/** Whether the request already holds this version (If-None-Match names the ETag): answer it with a 304. */
export function holdsVersion(request: Request, etag: string): boolean {
  return request.headers.get("if-none-match")?.split(/,\s*/).includes(etag) ?? false;
}

/**
 * A polled staff view as JSON whose ETag is the hash of its body (the board, the floor): a poll that holds it
 * gets a body-less 304, so the console asks every few seconds for next to nothing.
 */
export function hashedJson(request: Request, value: unknown): NextResponse {
  const body = JSON.stringify(value);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { etag, "cache-control": "private, no-store" };
  if (holdsVersion(request, etag)) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(body, { headers: { ...headers, "content-type": "application/json" } });
}
