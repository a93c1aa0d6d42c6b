"use client";

import useSWR from "swr";
import { fetchTab } from "./api/tab";

/**
 * How often every phone at the table asks for the tab. A 304 answers an unchanged tab, so this costs one
 * indexed read per phone; issue 10 asks for changes on every phone within 2 s.
 * TODO(lead): import TAB_POLL_MS from lib/domain/tab-view.ts once it is exported there.
 */
const TAB_POLL_MS = 2000;

/** The place's tab, live: polled with its ETag until it closes (a closed tab does not change any more). */
export function useTab(token: string | null) {
  return useSWR(token ? ["tab", token] : null, ([, placeToken]) => fetchTab(placeToken), {
    refreshInterval: (tab) => (tab?.status === "closed" ? 0 : TAB_POLL_MS),
    // a phone back from the gateway or the lock screen sees the tab as it is now
    revalidateOnFocus: true,
  });
}
