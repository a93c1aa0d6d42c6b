import "server-only";

/**
 * The origin the diner used (their Host, and the scheme a proxy in front says they came by): links written
 * for them — redirects, emails, calendar files — must not carry the internal address behind a load balancer.
 */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  const protocol = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? url.protocol.replace(":", "");
  return `${protocol}://${host}`;
}
