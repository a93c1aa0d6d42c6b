"use client";

import useSWR from "swr";
import { MENU_RELOAD_MS } from "@/lib/domain/constants";
import type { MenuPayload } from "@/lib/domain/menu";
import type { ServiceKey } from "@/lib/domain/services";
import { fetchVersionedMenu } from "./api/menu";
import { menuScope, openMenuCache, readMenu, writeMenu } from "./menu-cache";

export interface BranchMenuKey {
  instanceSlug: string;
  supplier: string;
  service: ServiceKey;
  lang: string;
  menuCached: boolean;
}

interface Loaded {
  menu: MenuPayload;
  offline: boolean;
  /** the API's version of this menu; null for the device's saved copy */
  version: string | null;
}

// Two loads of one version are the same menu: no need to walk 2,000 products to say so.
const sameMenu = (a: Loaded | undefined, b: Loaded | undefined) => a === b || (!!a?.version && a.version === b?.version && a.offline === b.offline);

/**
 * The branch's menu in the browser (spec §4): fetched from the API, refreshed every 60 s without a reload
 * (the page's one timer), and written to the device's menu cache. When the network fails, the cached copy is
 * served and `offline` says so. When a load brings another version than the page was rendered with,
 * `onBehind` is called, so the server-rendered list can follow.
 */
export function useBranchMenu(key: BranchMenuKey, renderedVersion: string | null, onBehind: () => void) {
  const scope = menuScope(key);
  const result = useSWR<Loaded>(
    ["menu", key.instanceSlug, scope, key.menuCached],
    async () => {
      try {
        const { menu, version } = await fetchVersionedMenu({ supplier: key.supplier, service: key.service, lang: key.lang, menuCached: key.menuCached });
        // A device without IndexedDB still shows the menu it was just sent: only the saved copy is lost.
        void Promise.resolve()
          .then(() => writeMenu(openMenuCache(key.instanceSlug), scope, menu))
          .catch((error) => console.warn(error.message));
        // Offline, the service worker answers with its saved copy: the diner should still know.
        return { menu, offline: !navigator.onLine, version };
      } catch (error) {
        const saved = await readMenu(openMenuCache(key.instanceSlug), scope).catch(() => null);
        if (saved) return { menu: saved, offline: true, version: null };
        throw error;
      }
    },
    {
      refreshInterval: MENU_RELOAD_MS,
      revalidateOnFocus: false,
      keepPreviousData: true,
      compare: sameMenu,
      onSuccess: (loaded) => {
        if (loaded.version && renderedVersion && loaded.version !== renderedVersion) onBehind();
      },
    },
  );
  return { menu: result.data?.menu ?? null, offline: result.data?.offline ?? false, error: result.error as Error | undefined };
}
