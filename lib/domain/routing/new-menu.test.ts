import { newMenuRedirect } from "./new-menu";

describe("newMenuRedirect (product §2)", () => {
  const base = { newMenuUrl: "https://menu.fogonandino.co/", onTableClass: "basic", service: "on_table", supplierId: 7 };

  it("sends basic on-table menus to the brand's external new menu when the flag is on", () => {
    expect(newMenuRedirect(base)).toBe("https://menu.fogonandino.co/newmenu/7/on_table/basic");
  });

  it("never sends anywhere with the flag off or without the brand's new-menu address: this app has no /newmenu page", () => {
    expect(newMenuRedirect({ ...base, newMenuUrl: null })).toBeNull();
  });

  it("keeps the menu for any other class or service", () => {
    expect(newMenuRedirect({ ...base, onTableClass: "checkout" })).toBeNull();
    expect(newMenuRedirect({ ...base, service: "delivery" })).toBeNull();
  });
});
