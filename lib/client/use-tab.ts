"use client";

import { fetchTab } from "./api/tab";
import { useLive } from "./use-live";
import { LIVE_TAB } from "./use-tab-state";

/**
 * The place's tab, live: polled with its ETag every TAB_POLL_MS until it closes (a closed tab does not change
 * any more). With `tabId`, that tab of the place (a tab page's link), else its current one.
 */
export function useTab(token: string | null, tabId: number | null = null) {
  return useLive(token ? `tab:${token}:${tabId}` : null, () => fetchTab(token!, tabId), LIVE_TAB);
}
