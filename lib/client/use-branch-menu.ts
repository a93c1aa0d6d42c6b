"use client";

import { useEffect } from "react";
import useSWR from "swr";
import { MENU_RELOAD_MS } from "@/lib/domain/constants";
import type { MenuPayload } from "@/lib/domain/menu";
import type { ServiceKey } from "@/lib/domain/services";
import { fetchVersionedMenu, type Versioned } from "./api/menu";
import { menuScope } from "./menu-scope";

export interface BranchMenuKey {
  instanceSlug: string;
  supplier: string;
  service: ServiceKey;
  lang: string;
  menuCached: boolean;
}

type Loaded = Versioned<MenuPayload>;

// Two loads of one version are the same menu: no need to walk 2,000 products to say so.
const sameMenu = (a: Loaded | undefined, b: Loaded | undefined) => a === b || (!!a?.version && a.version === b?.version && a.offline === b.offline);

/**
 * The branch's menu in the browser (spec §4): fetched from the API and refreshed every 60 s without a reload
 * (the page's one timer). The device's copy (spec §3) is the service worker's: it writes every menu call it
 * passes on into IndexedDB and, when the network fails, answers from there, which `offline` reports. Without
 * a worker (before it first takes over, old browsers) the menu simply comes from the network. When a load
 * brings another version than the page was rendered with, `onBehind` is called, so the server-rendered list
 * can follow.
 */
export function useBranchMenu(key: BranchMenuKey, renderedVersion: string | null, onBehind: () => void) {
  const scope = menuScope(key);
  const result = useSWR<Loaded>(
    ["menu", key.instanceSlug, scope, key.menuCached],
    () =>
      fetchVersionedMenu({ supplier: key.supplier, service: key.service, lang: key.lang, menuCached: key.menuCached, deviceCopy: key.instanceSlug }),
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
  const { mutate } = result;
  // On the first visit the worker takes over after the menu was loaded: load it once more through the worker,
  // so the device keeps its copy from this visit on (a 304 through the HTTP cache: the menu is not sent twice).
  useEffect(() => {
    const workers = navigator.serviceWorker;
    if (!workers) return; // old browsers, jsdom
    const reload = () => void mutate();
    workers.addEventListener("controllerchange", reload);
    return () => workers.removeEventListener("controllerchange", reload);
  }, [mutate]);
  return { menu: result.data?.menu ?? null, offline: result.data?.offline ?? false, error: result.error as Error | undefined };
}
