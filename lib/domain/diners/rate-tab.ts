/**
 * Product §2/§4/§9: the rate tab — the table's way to rate its visit through the branch's survey — shows only on
 * OnTableHome and SubCategories, and opens by itself 60 s after OnTableHome loads, unless a survey form is
 * already open or the diner dismissed the tab. A survey this visit already answered is not offered again.
 */

export const RATE_TAB_AUTO_OPEN_MS = 60_000;

export type MenuScreen = "home" | "maincategories" | "subcategories" | "md";

/** Where the tab shows: the on-table service's home and subcategories screens. */
export function showsRateTab(service: string, screen: MenuScreen): boolean {
  return service === "on_table" && (screen === "home" || screen === "subcategories");
}

/** Whether the 60 s timer may open the survey by itself. */
export function rateTabOpensByItself({ screen, dismissed, answered, open }: { screen: MenuScreen; dismissed: boolean; answered: boolean; open: boolean }): boolean {
  return screen === "home" && !dismissed && !answered && !open;
}
