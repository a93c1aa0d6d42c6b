"use client";

import useSWR from "swr";
import { MENU_RELOAD_MS } from "@/lib/domain/constants";
import type { MenuPayload } from "@/lib/domain/menu";
import type { ServiceKey } from "@/lib/domain/services";
import { fetchMenu } from "./api/menu";
import { menuScope, openMenuCache, readMenu, writeMenu } from "./menu-cache";

export interface BranchMenuKey {
  instanceSlug: string;
  supplier: string;
  service: ServiceKey;
  lang: string;
  menuCached: boolean;
}

/**
 * The branch's menu in the browser (spec §4): fetched from the API, refreshed every 60 s without a reload,
 * and written to the device's menu cache. When the network fails, the cached copy is served and `offline`
 * says so.
 */
export function useBranchMenu(key: BranchMenuKey) {
  const scope = menuScope(key);
  const result = useSWR<{ menu: MenuPayload; offline: boolean }>(
    ["menu", key.instanceSlug, scope, key.menuCached],
    async () => {
      try {
        const menu = await fetchMenu({ supplier: key.supplier, service: key.service, lang: key.lang, menuCached: key.menuCached });
        void writeMenu(openMenuCache(key.instanceSlug), scope, menu).catch((error) => console.warn(error.message));
        // Offline, the service worker answers with its saved copy: the diner should still know.
        return { menu, offline: !navigator.onLine };
      } catch (error) {
        const saved = await readMenu(openMenuCache(key.instanceSlug), scope).catch(() => null);
        if (saved) return { menu: saved, offline: true };
        throw error;
      }
    },
    { refreshInterval: MENU_RELOAD_MS, revalidateOnFocus: false, keepPreviousData: true },
  );
  return { menu: result.data?.menu ?? null, offline: result.data?.offline ?? false, error: result.error as Error | undefined };
}
