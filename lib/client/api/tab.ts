import { tabFromWire } from "@/lib/domain/tabs/tab-wire";
import type { TabJson, TabView } from "@/lib/domain/tabs/tab-view";
import { placeApiPath } from "./places";
import { fetchVersioned } from "./versioned";

/**
 * The place's tab, polled cheaply with If-None-Match: the one named by `tabId` when it is this place's (also
 * once closed), else the open one or one closed in the last hours; null when there is none yet.
 */
export async function fetchTab(token: string, tabId: number | null = null): Promise<TabView | null> {
  return fetchVersioned(`${placeApiPath(token)}/tab${tabId === null ? "" : `?tab=${tabId}`}`, ({ tab }: { tab: TabJson | null }) => tab && tabFromWire(tab));
}
