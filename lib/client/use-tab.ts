"use client";

import useSWR from "swr";
import { TAB_POLL_MS } from "@/lib/domain/tab-view";
import { fetchTab } from "./api/tab";

/**
 * The place's tab, live: polled with its ETag every TAB_POLL_MS until it closes (a closed tab does not change
 * any more). With `tabId`, that tab of the place (a tab page's link), else its current one.
 */
export function useTab(token: string | null, tabId: number | null = null) {
  return useSWR(token ? ["tab", token, tabId] : null, ([, placeToken, id]) => fetchTab(placeToken, id), {
    refreshInterval: (tab) => (tab?.status === "closed" ? 0 : TAB_POLL_MS),
    // a phone back from the gateway or the lock screen sees the tab as it is now
    revalidateOnFocus: true,
  });
}
