"use client";

import { TAB_POLL_MS, type TabView } from "@/lib/domain/tab-view";
import { fetchTab } from "./api/tab";
import { useLive, type LiveOptions } from "./use-live";

const LIVE_TAB: LiveOptions<TabView | null> = {
  pollMs: (tab) => (tab?.status === "closed" ? 0 : TAB_POLL_MS),
  retryOn: () => true,
  // a phone back from the gateway or the lock screen sees the tab as it is now
  onFocus: true,
};

/**
 * The place's tab, live: polled with its ETag every TAB_POLL_MS until it closes (a closed tab does not change
 * any more). With `tabId`, that tab of the place (a tab page's link), else its current one.
 */
export function useTab(token: string | null, tabId: number | null = null) {
  return useLive(token ? `tab:${token}:${tabId}` : null, () => fetchTab(token!, tabId), LIVE_TAB);
}
