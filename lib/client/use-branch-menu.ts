"use client";

import { useEffect, useRef, useState } from "react";
import { MENU_CHECK_MS, MENU_RELOAD_MS } from "@/lib/domain/shell/constants";
import type { MenuPayload } from "@/lib/domain/menu/menu";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { fetchVersionedMenu, type Versioned } from "./api/menu";
import { watchMenu } from "./menu-check";

export interface BranchMenuKey {
  instanceSlug: string;
  supplier: string;
  service: ServiceKey;
  lang: string;
  menuCached: boolean;
}

type Loaded = Versioned<MenuPayload>;

interface State {
  loaded: Loaded | null;
  error: Error | undefined;
}

// Two loads of one version are the same menu: no need to walk 2,000 products (or render again) to say so.
const sameMenu = (a: Loaded | null, b: Loaded) => a === b || (!!a?.version && a.version === b.version && a.offline === b.offline);

/**
 * The branch's menu in the browser (product §4): fetched from the API and refreshed every 60 s without a reload,
 * and asked every 4 s whether it changed (menu-check.ts: a 304 while it did not), so a dish sold out meanwhile
 * shows within seconds. The device's copy (product §3) is the service worker's: it writes every menu call it
 * passes on into IndexedDB and, when the network fails, answers from there, which `offline` reports. Without
 * a worker (before it first takes over, old browsers) the menu simply comes from the network. When a load
 * brings another version than the page was rendered with, `onBehind` is called, so the server-rendered list
 * can follow.
 *
 * Not SWR: this one call needs a load, a 60 s reload that skips hidden tabs and offline moments, a reload when
 * the connection or the worker comes back, and the last good menu kept through failures. That is these few
 * lines; SWR's cache, deduping and focus tracking cost every menu page ~5 kB gzip of JavaScript for nothing.
 */
export function useBranchMenu(key: BranchMenuKey, renderedVersion: string | null, onBehind: () => void) {
  const [state, setState] = useState<State>({ loaded: null, error: undefined });
  // The page's latest callbacks without restarting the timer when the page re-renders.
  const latest = useRef({ renderedVersion, onBehind });
  latest.current = { renderedVersion, onBehind };
  const { instanceSlug, supplier, service, lang, menuCached } = key;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let again = false; // a reload asked for while a load was under way (the worker took over meanwhile)
    // the version on screen, which the 4 s check asks about (the saved copy offline has none)
    let held: string | null = latest.current.renderedVersion;

    // the version the page was last asked to follow, and when: asked again one check later while it still shows
    // an older one (a page cached by a render that began before the change)
    let asked: { version: string; at: number } | null = null;
    const follow = () => {
      const { renderedVersion: rendered, onBehind: behind } = latest.current;
      if (!held || !rendered || held === rendered) return;
      if (asked?.version === held && Date.now() - asked.at < MENU_CHECK_MS) return;
      asked = { version: held, at: Date.now() };
      behind();
    };
    const take = (loaded: Loaded) => {
      if (loaded.version) held = loaded.version;
      setState((previous) => {
        const menu = sameMenu(previous.loaded, loaded) ? previous.loaded : loaded;
        return menu === previous.loaded && !previous.error ? previous : { loaded: menu, error: undefined };
      });
      follow();
    };

    const load = async () => {
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      clearTimeout(timer);
      try {
        const loaded = await fetchVersionedMenu({ supplier, service, lang, menuCached, deviceCopy: instanceSlug });
        if (stopped) return;
        take(loaded);
      } catch (error) {
        if (!stopped) setState((previous) => ({ loaded: previous.loaded, error: error as Error }));
      } finally {
        inFlight = false;
        if (!stopped && again) {
          again = false;
          void load();
        } else if (!stopped) timer = setTimeout(tick, MENU_RELOAD_MS);
      }
    };
    // A hidden tab or a phone without signal skips its turn; the next visible, online minute reloads.
    const tick = () => {
      if (document.visibilityState === "hidden" || navigator.onLine === false) timer = setTimeout(tick, MENU_RELOAD_MS);
      else void load();
    };
    const reload = () => void load();

    void load();
    // between the 60 s reloads, a sold-out dish or a stock change shows within MENU_CHECK_MS
    const unwatch = watchMenu({ supplier, service, lang, menuCached: false }, () => held, (loaded) => !stopped && take(loaded), follow);
    window.addEventListener("online", reload);
    // On the first visit the worker takes over after the menu was loaded: load it once more through the worker,
    // so the device keeps its copy from this visit on (a 304 through the HTTP cache: the menu is not sent twice).
    const workers = navigator.serviceWorker; // absent in old browsers and jsdom
    workers?.addEventListener("controllerchange", reload);
    return () => {
      stopped = true;
      unwatch();
      clearTimeout(timer);
      window.removeEventListener("online", reload);
      workers?.removeEventListener("controllerchange", reload);
    };
  }, [instanceSlug, supplier, service, lang, menuCached]);

  return { menu: state.loaded?.menu ?? null, offline: state.loaded?.offline ?? false, error: state.error };
}
