import { reportFailure } from "../monitoring";
import type { AppErrorState } from "./app-error-store";
import { storageRefused } from "./device-storage";

interface PersistedStore {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean; clearStorage: () => void };
}

/**
 * Product §4 app start: the device's saved state read into every store. A store whose saved copy cannot be read
 * (cut short, written by a browser extension) starts afresh instead of leaving the screens that wait for it
 * waiting for ever; a browser that refuses storage gets this page's memory (device-storage.ts). Either way the
 * diner is told (product §8 error dialog) and a monitored session reports it (product §9).
 */
export async function startApp(stores: readonly PersistedStore[], showError: AppErrorState["showError"]): Promise<void> {
  await Promise.all(stores.map(async (store) => store.persist.rehydrate()));
  const unreadable = stores.filter((store) => !store.persist.hasHydrated());
  for (const store of unreadable) {
    store.persist.clearStorage();
    await store.persist.rehydrate();
  }
  if (storageRefused()) {
    showError({ key: "storageRefused", icon: "warning" });
    reportFailure(new Error("App start: the browser refused its storage"));
  } else if (unreadable.length) {
    showError({ key: "savedStateReset", icon: "info" });
    reportFailure(new Error(`App start: ${unreadable.length} saved store(s) could not be read and started afresh`));
  }
}
