import { INSTANCE_HEADER, LOCALE_HEADER } from "@/lib/server/tenancy/internal-headers";

/** A request as a route handler receives it after the proxy resolved the brand of its host. */
export function brandRequest(slug: string, path: string, init: RequestInit & { locale?: string } = {}): Request {
  const headers = new Headers(init.headers);
  headers.set(INSTANCE_HEADER, slug);
  if (init.locale) headers.set(LOCALE_HEADER, init.locale);
  return new Request(`http://${slug}.localhost${path}`, { ...init, headers });
}

export const params = <T,>(value: T) => ({ params: Promise.resolve(value) });
