import { deliveryRedirectPath, landingShortcut, serviceEntryPath } from "./navigation";

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

  it("reads the spec literally for a brand that chose one_on_table_link: one table link among others opens the tables", () => {
    const links = [{ type: "delivery" }, { type: "on_table" }, { type: "take_away" }, { type: "instagram" }];
    expect(landingShortcut(links, "one_on_table_link")).toBe("/branch-to-on-table?service=on_table");
    expect(landingShortcut(links, "table_only_brand")).toBeNull();
    expect(landingShortcut([{ type: "on_table" }, { type: "on_table" }], "one_on_table_link")).toBeNull();
    expect(landingShortcut([{ type: "delivery" }], "one_on_table_link")).toBeNull();
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
