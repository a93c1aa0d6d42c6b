import { deliveryRedirectPath, landingShortcut, newMenuRedirect, serviceEntryPath } from "./navigation";

describe("serviceEntryPath (product §2 service buttons)", () => {
  it.each([
    ["delivery", "/location?service=delivery"],
    ["schedule", "/location?service=schedule"],
    ["on_table", "/branch-to-on-table?service=on_table"],
    ["room_service", "/branch-to-on-table?service=room_service"],
    ["book", "/branch-to-book?service=book"],
    ["take_away", "/branch-to-take-away?service=take_away"],
  ] as const)("%s → %s", (service, path) => {
    expect(serviceEntryPath(service)).toBe(path);
  });
});

describe("landingShortcut", () => {
  it("opens the on-table branch screen for a table-only brand", () => {
    expect(landingShortcut([{ type: "on_table" }, { type: "instagram" }])).toBe("/branch-to-on-table?service=on_table");
  });

  it("keeps the landing for brands with other services or several table links", () => {
    expect(landingShortcut([{ type: "delivery" }, { type: "on_table" }, { type: "take_away" }])).toBeNull();
    expect(landingShortcut([{ type: "on_table" }, { type: "on_table" }])).toBeNull();
    expect(landingShortcut([{ type: "delivery" }])).toBeNull();
  });
});

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

describe("deliveryRedirectPath (product §2 /{supplier_id}/delivery and /{supplier_id}/location)", () => {
  it("goes where the landing's delivery button goes", () => {
    expect(deliveryRedirectPath({})).toBe(serviceEntryPath("delivery"));
    expect(deliveryRedirectPath({})).toBe("/location?service=delivery");
  });

  it("keeps a campaign link's parameters and language, and drops everything else", () => {
    expect(deliveryRedirectPath({ utm_source: "ig", utm_campaign: ["verano", "otra"], gclid: "abc", service: "on_table", lang: "en", table: "7" })).toBe(
      "/location?service=delivery&utm_source=ig&utm_campaign=verano&gclid=abc&lang=en",
    );
  });

  it("keeps lang only when it names a language", () => {
    expect(deliveryRedirectPath({ lang: "xx" })).toBe("/location?service=delivery");
  });

  it("encodes what it keeps and ignores empty values", () => {
    expect(deliveryRedirectPath({ utm_term: "arepas & más", utm_content: "", fbclid: undefined })).toBe("/location?service=delivery&utm_term=arepas+%26+m%C3%A1s");
  });
});
