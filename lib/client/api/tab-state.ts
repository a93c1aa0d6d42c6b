import type { TabJson } from "@/lib/domain/tabs/tab-view";
import { placeApiPath } from "./places";
import { fetchVersioned } from "./versioned";

/**
 * Only whether the place has a tab, and which (the menu's link to it), polled as fetchTab polls: the tab's amounts
 * are neither read nor mapped, so the menu of every table does not carry that code (tab.ts).
 */
export async function fetchTabState(token: string): Promise<Pick<TabJson, "id" | "status"> | null> {
  return fetchVersioned(`${placeApiPath(token)}/tab`, ({ tab }: { tab: TabJson | null }) => tab && { id: tab.id, status: tab.status }, "state");
}
