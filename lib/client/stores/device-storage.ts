/*
 * The browser's storage, or — when it refuses it (site data blocked, some private modes: reading `localStorage`
 * throws a SecurityError) — a stand-in in memory, so the diner can still order on this page. App start reads
 * `storageRefused()` to tell the diner their order will not be kept.
 */

/** What the app uses of Web Storage: the stores' persistence and the few direct reads. */
export type DeviceStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

let refused = false;

function memoryStorage(): DeviceStorage {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value), removeItem: (key) => void kept.delete(key) };
}

const standIns = { localStorage: memoryStorage(), sessionStorage: memoryStorage() };

/** A store's storage: the browser's `kind`, or this page's stand-in when the browser refuses it. */
export function deviceStorage(kind: keyof typeof standIns): DeviceStorage {
  // On the server there is no device: zustand keeps the store unpersisted (and no diner's data is shared).
  if (typeof window === "undefined") throw new Error("no device storage on the server");
  try {
    const storage = window[kind];
    storage.getItem("comanda"); // some browsers refuse only on use
    return storage;
  } catch {
    refused = true;
    return standIns[kind];
  }
}

/** Whether the browser refused this page its storage. */
export const storageRefused = () => refused;
