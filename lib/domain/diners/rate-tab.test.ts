import { rateTabOpensByItself, showsRateTab } from "./rate-tab";

describe("the rate tab (product §2, §4)", () => {
  it("shows only on the on-table home and subcategories screens", () => {
    expect(showsRateTab("on_table", "home")).toBe(true);
    expect(showsRateTab("on_table", "subcategories")).toBe(true);
    expect(showsRateTab("on_table", "maincategories")).toBe(false);
    expect(showsRateTab("on_table", "md")).toBe(false);
    expect(showsRateTab("delivery", "home")).toBe(false);
    expect(showsRateTab("room_service", "home")).toBe(false);
  });

  it("opens by itself on OnTableHome only, never over an open survey, after a dismissal or once answered", () => {
    const quiet = { screen: "home" as const, dismissed: false, answered: false, open: false };
    expect(rateTabOpensByItself(quiet)).toBe(true);
    expect(rateTabOpensByItself({ ...quiet, screen: "subcategories" })).toBe(false);
    expect(rateTabOpensByItself({ ...quiet, open: true })).toBe(false);
    expect(rateTabOpensByItself({ ...quiet, dismissed: true })).toBe(false);
    expect(rateTabOpensByItself({ ...quiet, answered: true })).toBe(false);
  });
});
