import type { BrandLink, LinktreeItem } from "./instance-config";
import type { ServiceKey } from "./services";

/** Where a link goes, for telling two links apart: host and path, without the query (a wa.me number with or without its text). */
function destination(url: string): string {
  try {
    const { host, pathname } = new URL(url, "https://brand.invalid");
    return `${host}${pathname.replace(/\/+$/, "")}`.toLowerCase();
  } catch {
    return url;
  }
}

/**
 * What the landing lists below its service choices, each destination once: the link-tree without its
 * plain service buttons for services the landing already offers (a brand's picture for a service stays: it is
 * artwork), and the social profiles without those the link-tree already links to.
 */
export function landingLinks(linktree: readonly LinktreeItem[], services: readonly ServiceKey[], links: readonly BrandLink[]) {
  const items = linktree.filter((item) => item.image || !(item.target === "service" && item.service && services.includes(item.service)));
  const linked = new Set(items.flatMap((item) => (item.url ? [destination(item.url)] : [])));
  const social = links.filter((link) => !link.url || !linked.has(destination(link.url)));
  return { items, social };
}
