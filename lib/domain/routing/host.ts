/**
 * How a request's Host names a brand: `{slug}.{ROOT_DOMAIN}`, one of the brand's custom domains, or the bare root
 * domain (DEFAULT_INSTANCE). Ports and letter case never matter.
 */
export type HostMatch = { kind: "slug"; slug: string } | { kind: "domain"; domain: string } | { kind: "bare" };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `value` has a brand slug's shape (lower-case words joined by hyphens), as a host or a path names one. */
export const isBrandSlug = (value: string): boolean => value.length <= 64 && SLUG.test(value);

export function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  // IPv6 literals keep their brackets; anything else loses its port and a trailing dot.
  const withoutPort = trimmed.startsWith("[") ? trimmed.replace(/(\]):\d+$/, "$1") : trimmed.replace(/:\d+$/, "");
  return withoutPort.replace(/\.$/, "");
}

/**
 * `<slug>.<rootDomain>` is a brand's own sub-domain; the root domain itself (and IP literals) is "bare",
 * served by DEFAULT_INSTANCE if any; any other host may be a brand's custom domain.
 */
export function hostToInstance(host: string, rootDomain: string): HostMatch {
  const name = normalizeHost(host);
  const root = normalizeHost(rootDomain);
  if (!name || name === root || /^[\d.]+$/.test(name) || name.startsWith("[")) return { kind: "bare" };
  if (name.endsWith(`.${root}`)) {
    const sub = name.slice(0, -(root.length + 1));
    if (SLUG.test(sub)) return { kind: "slug", slug: sub };
    // www.<slug>.<root> is the same brand; deeper names are not ours.
    const www = sub.match(/^www\.(.+)$/)?.[1];
    if (www && SLUG.test(www)) return { kind: "slug", slug: www };
  }
  return { kind: "domain", domain: name.replace(/^www\./, "") };
}
