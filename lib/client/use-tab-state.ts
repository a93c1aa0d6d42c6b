"use client";

import { TAB_POLL_MS, type TabView } from "@/lib/domain/tabs/tab-view";
import { fetchTabState } from "./api/tab-state";
import { useLive, type LiveOptions } from "./use-live";

/** How a place's tab is kept live, whole (use-tab.ts) or only its state. */
export const LIVE_TAB: LiveOptions<Pick<TabView, "status"> | null> = {
  pollMs: (tab) => (tab?.status === "closed" ? 0 : TAB_POLL_MS),
  retryOn: () => true,
  // a phone back from the gateway or the lock screen sees the tab as it is now
  onFocus: true,
};

/**
 * Whether the place has a tab, and which, live: for the menu's link to it, without the code that reads a tab's
 * amounts (use-tab.ts keeps the whole tab).
 */
export function useTabState(token: string | null) {
  return useLive(token ? `tab-state:${token}` : null, () => fetchTabState(token!), LIVE_TAB);
}
