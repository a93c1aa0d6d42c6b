import { createStore, type StateCreator, type StoreApi } from "zustand/vanilla";
import { deviceStorage } from "./device-storage";

/** What app start and the screens that wait for the device's saved state use of a store's persistence. */
export interface Persistence {
  /** Reads the saved copy into the store; a copy that cannot be read leaves `hasHydrated()` false. */
  rehydrate: () => Promise<void>;
  hasHydrated: () => boolean;
  clearStorage: () => void;
  onFinishHydration: (listener: () => void) => () => void;
}

export type PersistedStore<T> = StoreApi<T> & { persist: Persistence };

/**
 * A zustand store saved on the device under `name` after every change, read back only when the app starts
 * (app-start.ts) so that the server's render and the browser's first one agree. Its own few lines instead of
 * zustand's persist middleware: every storefront page loads the stores, and the middleware's options (async
 * storage, migrations, partial saves) weigh ~0.8 kB gzip that no store here uses. The saved copy keeps the
 * middleware's shape, `{"state": …, "version": 0}`, so what devices saved before still reads — and the page's
 * <head> script that reads the cookies consent (components/shell/cookies-consent-script.ts) still finds it.
 */
export function persistedStore<T extends object>(name: string, kind: "localStorage" | "sessionStorage", initializer: StateCreator<T>): PersistedStore<T> {
  // On the server there is no device: the store lives unsaved for that one render.
  const storage = typeof window === "undefined" ? null : deviceStorage(kind);
  const save = (state: T) => storage?.setItem(name, JSON.stringify({ state, version: 0 }));
  let hydrated = false;
  const listeners = new Set<() => void>();

  const store = createStore<T>()((set, get, api) =>
    initializer(
      ((...args: Parameters<typeof set>) => {
        set(...args);
        save(get());
      }) as typeof set,
      get,
      api,
    ),
  );
  const setState = store.setState;
  store.setState = ((...args: Parameters<typeof setState>) => {
    setState(...args);
    save(store.getState());
  }) as typeof setState;

  const persist: Persistence = {
    rehydrate: async () => {
      hydrated = false;
      try {
        const saved = storage?.getItem(name);
        const state = saved ? (JSON.parse(saved) as { state?: Partial<T> } | null)?.state : undefined;
        store.setState({ ...store.getState(), ...state }, true);
      } catch {
        return; // cut short or written by someone else: app start clears it and starts the store afresh
      }
      hydrated = true;
      listeners.forEach((listener) => listener());
    },
    hasHydrated: () => hydrated,
    clearStorage: () => storage?.removeItem(name),
    onFinishHydration: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return Object.assign(store, { persist });
}
