import { tabFromWire } from "@/lib/domain/tab-wire";
import type { TabJson, TabView } from "@/lib/domain/tab-view";
import { answerOf, callApi } from "./api-failure";
import { placeApiPath } from "./places";

// The last answer per URL and its ETag: a poll that finds the tab unchanged gets a body-less 304.
const lastSeen = new Map<string, { etag: string; tab: TabView | null }>();

/**
 * The place's tab, polled cheaply with If-None-Match: the one named by `tabId` when it is this place's (also
 * once closed), else the open one or one closed in the last hours; null when there is none yet.
 */
export async function fetchTab(token: string, tabId: number | null = null): Promise<TabView | null> {
  const url = `${placeApiPath(token)}/tab${tabId === null ? "" : `?tab=${tabId}`}`;
  const seen = lastSeen.get(url);
  const response = await callApi(url, { headers: seen ? { "if-none-match": seen.etag } : {} });
  if (response.status === 304 && seen) return seen.tab;
  const { tab } = await answerOf<{ tab: TabJson | null }>(response);
  const view = tab && tabFromWire(tab);
  const etag = response.headers.get("etag");
  if (etag) lastSeen.set(url, { etag, tab: view });
  return view;
}
