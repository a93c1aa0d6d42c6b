import "server-only";

/**
 * The host and scheme the diner used (their Host, and the scheme a proxy in front says they came by, e.g.
 * "https:"): links written for them — redirects, emails, calendar files, the gateway's way back — must not
 * carry the internal address behind a load balancer.
 */
export function dinerAddress(request: Request): { host: string; protocol: string } {
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  const scheme = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? url.protocol.replace(":", "");
  return { host, protocol: `${scheme}:` };
}

/** The origin the diner used, "https://pedidos.fogonandino.co". */
export function publicOrigin(request: Request): string {
  const { host, protocol } = dinerAddress(request);
  return `${protocol}//${host}`;
}
