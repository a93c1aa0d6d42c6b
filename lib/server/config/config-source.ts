import "server-only";
import { hostToInstance } from "@/lib/domain/routing/host";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { findInstanceConfigByDomain, findInstanceConfigBySlug } from "../dal/instances";
import { env } from "../env";
import { processCache } from "../cache/process-cache";

const HTTP_TIMEOUT_MS = 2_000;

/** Where config.json comes from: the embedded database, or a configuration service (CONFIG_URL). */
async function loadByHost(host: string): Promise<InstanceConfig | null> {
  const { CONFIG_URL, ROOT_DOMAIN, DEFAULT_INSTANCE } = env();
  if (CONFIG_URL) return fetchConfig(CONFIG_URL, host);
  const match = hostToInstance(host, ROOT_DOMAIN);
  if (match.kind === "slug") return findInstanceConfigBySlug(match.slug);
  if (match.kind === "domain") return findInstanceConfigByDomain(match.domain);
  return DEFAULT_INSTANCE ? findInstanceConfigBySlug(DEFAULT_INSTANCE) : null;
}

/**
 * CONFIG_URL names the service's address for one host: `{host}` in it is replaced by the host, else
 * `?host=` is added. 404 means no brand lives there; any other failure keeps the last good copy.
 */
export async function fetchConfig(template: string, host: string): Promise<InstanceConfig | null> {
  const url = template.includes("{host}")
    ? template.replaceAll("{host}", encodeURIComponent(host))
    : `${template}${template.includes("?") ? "&" : "?"}host=${encodeURIComponent(host)}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS), cache: "no-store" });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`config service answered ${response.status} for ${host}`);
  return (await response.json()) as InstanceConfig;
}

const cache = () => processCache<InstanceConfig | null>("config");

export function configForHost(host: string): Promise<InstanceConfig | null> {
  return cache().get(host.toLowerCase(), () => loadByHost(host.toLowerCase()));
}

/** Pages know the brand by slug (a route param); its own sub-domain is one host that always names it. */
export function configForSlug(slug: string): Promise<InstanceConfig | null> {
  return configForHost(`${slug}.${env().ROOT_DOMAIN}`);
}
