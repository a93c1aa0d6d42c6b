import type { MenuPayload, MenuWire } from "@/lib/domain/menu/menu";
import { menuFromWire } from "@/lib/domain/menu/menu-wire";
import { serviceOnWire, type ServiceKey } from "@/lib/domain/brand/services";
import { MENU_COPY_HEADER, OFFLINE_HEADER } from "../sw/protocol";
import { callHeaders } from "./call-headers";
import { specHeaders } from "./spec-headers";

export interface MenuRequest {
  supplier: string;
  service: ServiceKey;
  lang: string;
  /** the brand's menu_cached: try the cacheable host first */
  menuCached: boolean;
  /** origin of the API, empty for same-origin calls */
  base?: string;
  /** the brand (instance slug) whose copy of this menu the service worker keeps on the device */
  deviceCopy?: string;
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
 * A menu and its version (the API's ETag), which says whether it is the one a page was rendered with;
 * `offline` when the service worker answered with the device's saved copy (which has no version).
 */
export interface Versioned<M> {
  menu: M;
  version: string | null;
  offline: boolean;
}

// A proxy that compresses may weaken the ETag (W/"…"); the version it names is the same.
const versioned = async (response: Response): Promise<Versioned<MenuWire>> => ({
  menu: (await response.json()) as MenuWire,
  version: response.headers.get("etag")?.replace(/^W\//, "") ?? null,
  offline: response.headers.get(OFFLINE_HEADER) === "1",
});

/**
 * Product §7: the menu comes from the cached host when the brand has menu_cached, falling back to the
 * services host when that fails. The cached host gets no diner headers (so a CDN can share one copy).
 * The answer as it came, prices in major units; fetchVersionedMenu reads it into the app's minor units.
 */
export async function fetchMenuJson(request: MenuRequest): Promise<Versioned<MenuWire>> {
  const base = request.base ?? "";
  const path = menuPath(request);
  // Names the brand, never the diner: the cached host's one copy stays shareable.
  const copy: Record<string, string> = request.deviceCopy ? { [MENU_COPY_HEADER]: request.deviceCopy } : {};
  if (request.menuCached) {
    try {
      const cached = await fetch(`${base}/api/cached${path}`, { headers: copy });
      if (cached.ok) return await versioned(cached);
    } catch {
      // network failure on the cached host: the services host may still answer
    }
  }
  const fresh = await fetch(`${base}/api${path}`, { headers: { ...callHeaders(), ...specHeaders(request), ...copy } });
  if (!fresh.ok) throw new MenuUnavailableError(fresh.status);
  return versioned(fresh);
}

/** The branch's menu for one service, prices in minor units, and its version. */
export async function fetchVersionedMenu(request: MenuRequest): Promise<Versioned<MenuPayload>> {
  const { menu, ...rest } = await fetchMenuJson(request);
  return { menu: menuFromWire(menu), ...rest };
}

export async function fetchMenu(request: MenuRequest): Promise<MenuPayload> {
  return (await fetchVersionedMenu(request)).menu;
}

/**
 * The branch's menu from the services host if it changed since `version`, else null: a conditional call (no body
 * while the menu is the one held) past the browser's cache and the service worker, as an open screen asks every
 * MENU_CHECK_MS.
 */
export async function fetchMenuIfChanged(request: MenuRequest, version: string): Promise<Versioned<MenuPayload> | null> {
  const response = await fetch(`${request.base ?? ""}/api${menuPath(request)}`, {
    cache: "no-store",
    headers: { ...callHeaders(), ...specHeaders(request), "if-none-match": version },
  });
  if (response.status === 304) return null;
  if (!response.ok) throw new MenuUnavailableError(response.status);
  const { menu, ...rest } = await versioned(response);
  return { menu: menuFromWire(menu), ...rest };
}
