import type { MenuPayload, MenuWire } from "@/lib/domain/menu";
import { menuFromWire } from "@/lib/domain/money-wire";
import { serviceOnWire, type ServiceKey } from "@/lib/domain/services";

export interface MenuRequest {
  supplier: string;
  service: ServiceKey;
  lang: string;
  /** the brand's menu_cached: try the cacheable host first */
  menuCached: boolean;
  /** spec §7 headers for the services host */
  customerId?: string;
  /** origin of the API, empty for same-origin calls */
  base?: string;
}

export class MenuUnavailableError extends Error {
  constructor(readonly status: number) {
    super(`The menu could not be loaded (${status})`);
  }
}

function menuPath(request: MenuRequest): string {
  const { service, subservice } = serviceOnWire(request.service);
  const tail = subservice ? `${service}/${subservice}` : service;
  return `/v1/menu/${encodeURIComponent(request.supplier)}/${tail}.json?lang=${encodeURIComponent(request.lang)}`;
}

/**
 * Spec §7: the menu comes from the cached host when the brand has menu_cached, falling back to the
 * services host when that fails. The cached host gets no diner headers (so a CDN can share one copy).
 * The answer as it came, prices in major units; fetchMenu reads it into the app's minor units.
 */
export async function fetchMenuJson(request: MenuRequest): Promise<MenuWire> {
  const base = request.base ?? "";
  const path = menuPath(request);
  if (request.menuCached) {
    try {
      const cached = await fetch(`${base}/api/cached${path}`);
      if (cached.ok) return (await cached.json()) as MenuWire;
    } catch {
      // network failure on the cached host: the services host may still answer
    }
  }
  const { service, subservice } = serviceOnWire(request.service);
  const headers: Record<string, string> = { service, lang: request.lang, supplier_id: request.supplier };
  if (subservice) headers.subservice = subservice;
  if (request.customerId) headers.customer_id = request.customerId;
  const fresh = await fetch(`${base}/api${path}`, { headers });
  if (!fresh.ok) throw new MenuUnavailableError(fresh.status);
  return (await fresh.json()) as MenuWire;
}

/** The branch's menu for one service, prices in minor units. */
export async function fetchMenu(request: MenuRequest): Promise<MenuPayload> {
  return menuFromWire(await fetchMenuJson(request));
}
