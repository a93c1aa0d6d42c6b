"use client";

import { useCallback, useSyncExternalStore } from "react";

/** A live value as its components see it: the last answer, and the last failure (cleared by the next answer). */
export interface Live<T> {
  data: T | undefined;
  error: unknown;
}

export interface LiveOptions<T> {
  /** ms until the next load after an answer; 0 stops polling (a closed tab, a place, no longer change) */
  pollMs: (data: T) => number;
  /** whether a failure is worth loading again after LIVE_RETRY_MS (a token that names nothing is not) */
  retryOn?: (error: unknown) => boolean;
  /** load again when the diner comes back to the page (a phone back from the lock screen or the gateway) */
  onFocus?: boolean;
}

export const LIVE_RETRY_MS = 5_000;

/** For a value that does not change once answered (a QR place, a cinema room's plan): loaded once, never polled. */
export const LIVE_ONCE = { pollMs: () => 0 };

interface Entry<T> {
  key: string;
  live: Live<T>;
  listeners: Set<() => void>;
  load: () => Promise<T>;
  options: LiveOptions<T>;
  loading: Promise<void> | null;
  timer?: ReturnType<typeof setTimeout>;
}

const NOTHING: Live<never> = { data: undefined, error: undefined };
const entries = new Map<string, Entry<unknown>>();

function publish<T>(entry: Entry<T>, live: Live<T>) {
  entry.live = live;
  entry.listeners.forEach((notify) => notify());
}

function schedule(entry: Entry<unknown>, ms: number) {
  clearTimeout(entry.timer);
  // an answer that arrives after its last component went away starts no timer
  if (ms <= 0 || entries.get(entry.key) !== entry) return;
  // A hidden page or a phone without signal skips its turn; coming back (focus, online) loads at once.
  const tick = () => (document.visibilityState === "hidden" || navigator.onLine === false ? schedule(entry, ms) : void reload(entry));
  entry.timer = setTimeout(tick, ms);
}

function reload<T>(entry: Entry<T>): Promise<void> {
  if (entry.loading) return entry.loading;
  clearTimeout(entry.timer);
  entry.loading = entry.load().then(
    (data) => {
      publish(entry, { data, error: undefined });
      schedule(entry as Entry<unknown>, entry.options.pollMs(data));
    },
    (error: unknown) => {
      publish(entry, { data: entry.live.data, error });
      if (entry.options.retryOn?.(error)) schedule(entry as Entry<unknown>, LIVE_RETRY_MS);
    },
  );
  return entry.loading.finally(() => (entry.loading = null));
}

let watching = false;
/** One pair of window listeners for every live value, added with the first. */
function watchReturns() {
  if (watching) return;
  watching = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") entries.forEach((entry) => entry.options.onFocus && void reload(entry));
  });
  window.addEventListener("online", () => entries.forEach((entry) => void reload(entry)));
}

/**
 * The one way the browser reads API data that a screen shows and may see change: data the server keeps changing
 * under a diner's or a waiter's eyes — the table's tab, its waiter call, an order, the staff board — or resolves once
 * (a QR place, the checkout's offers): loaded once per key for every component that shows it (the cart's round and
 * the menu's tab link read one tab), polled while the page is visible, loaded again when the diner comes back or
 * the phone is online again, and forgotten when no component shows it any more.
 *
 * Not SWR (docs/decisions/036-one-live-data-hook.md): the QR menu is the page every phone at a table opens first,
 * and SWR would cost it ~5 kB gzip of JavaScript for what these lines do; eslint refuses imports of "swr".
 */
export function useLive<T>(key: string | null, load: () => Promise<T>, options: LiveOptions<T>) {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (key === null) return () => {};
      let entry = entries.get(key) as Entry<T> | undefined;
      if (!entry) {
        entry = { key, live: NOTHING, listeners: new Set(), load, options, loading: null };
        entries.set(key, entry as Entry<unknown>);
        watchReturns();
        void reload(entry);
      }
      const shared = entry;
      // one listener per subscription, even when React hands two subscriptions the same callback: a second
      // cleanup can then never empty the entry under another component still subscribed to it
      const listener = () => notify();
      shared.listeners.add(listener);
      return () => {
        shared.listeners.delete(listener);
        if (shared.listeners.size > 0) return;
        clearTimeout(shared.timer);
        // only this subscription's own entry: a newer one under the same key belongs to other components
        if (entries.get(key) === shared) entries.delete(key);
      };
    },
    // `load` and `options` belong to the key: every component showing it loads the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => (key === null ? NOTHING : ((entries.get(key)?.live as Live<T> | undefined) ?? NOTHING)),
    () => NOTHING,
  );
  const refresh = useCallback(() => {
    const entry = key === null ? undefined : entries.get(key);
    return entry ? reload(entry) : Promise.resolve();
  }, [key]);
  /** An answer the page already has (the API's reply to a change): shown at once, polling goes on from it. */
  const set = useCallback(
    (data: T) => {
      const entry = key === null ? undefined : (entries.get(key) as Entry<T> | undefined);
      if (!entry) return;
      publish(entry, { data, error: undefined });
      schedule(entry as Entry<unknown>, entry.options.pollMs(data));
    },
    [key],
  );
  return { data: live.data, error: live.error, refresh, set };
}
