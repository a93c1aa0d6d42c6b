import type { MenuCacheErrorKey } from "../menu-cache";

/**
 * What the page and the service worker (lib/client/sw/worker.ts) say to each other. Kept apart from both so
 * the page's bundle takes these few names and nothing of the worker (Dexie above all).
 */

/** On a menu call: the brand (instance slug) whose copy of the menu the worker keeps on the device. */
export const MENU_COPY_HEADER = "x-comanda-menu-copy";

/** On the worker's answer to a menu call: "1" when it is the device's saved copy, the network having failed. */
export const OFFLINE_HEADER = "x-comanda-offline";

/**
 * Posted by a page the worker did not serve (the first visit): keep this page and the files it loaded, so
 * the next visit works offline although the worker did not exist when they were fetched.
 */
export interface KeepMessage {
  type: "keep";
  page: string;
  files: string[];
}

export function isKeepMessage(data: unknown): data is KeepMessage {
  const message = data as Partial<KeepMessage> | null;
  return message?.type === "keep" && typeof message.page === "string" && Array.isArray(message.files);
}

/** Posted by the worker to the page whose menu call met a failure of the device's menu cache (product §8). */
export interface MenuCacheFailureMessage {
  type: "menu-cache-failure";
  key: MenuCacheErrorKey;
}

export function isMenuCacheFailure(data: unknown): data is MenuCacheFailureMessage {
  const message = data as Partial<MenuCacheFailureMessage> | null;
  return message?.type === "menu-cache-failure" && typeof message.key === "string";
}
