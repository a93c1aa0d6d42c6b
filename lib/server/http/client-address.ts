import "server-only";

/**
 * Who is calling, for rate limits: the last address of X-Forwarded-For. Trust assumption: the app runs
 * behind one reverse proxy that sets or appends that header (nginx's $proxy_add_x_forwarded_for, Caddy, a
 * platform's load balancer), so its last entry is the address the proxy saw, which no client can choose;
 * the earlier entries are whatever the client sent. Without a proxy `next start` fills the header with the
 * socket's address only when the request has none, so a server exposed directly lets clients pick their
 * key: deploy it behind a proxy. Requests with no address at all (tests, internal calls) share one key.
 */
export function clientAddress(request: Request): string {
  const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  return hops.at(-1) ?? "unknown";
}
