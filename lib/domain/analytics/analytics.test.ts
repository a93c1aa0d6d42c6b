import { acquisitionCreate, deviceOf, trackedEvent } from "./analytics";

describe("analytics calls (product §7)", () => {
  it("reduces a user agent to the system's and browser's families", () => {
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36")).toEqual({ so: "Android", browser: "Chrome" });
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")).toEqual({ so: "iOS", browser: "Safari" });
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toEqual({ so: "Windows", browser: "Edge" });
    expect(deviceOf("")).toEqual({ so: "Other", browser: "Other" });
  });

  it("takes each event with its own data and where it happened, and nothing else", () => {
    const where = { view_vue: "/centro", supplier_id: "centro", service: "delivery", front_lang: "pt", at: "2026-11-27T20:00:00.000Z" };
    expect(trackedEvent.parse({ event: "purchase", bck_purchase_id: 41, total: 52000, products: [7, 8], ...where })).toMatchObject({ event: "purchase", total: 52000 });
    expect(trackedEvent.safeParse({ event: "purchase", total: 52000, products: [], ...where }).success).toBe(false);
    expect(trackedEvent.safeParse({ event: "page_view", path: "/", ...where, supplier_id: "Centro Norte" }).success).toBe(false);
    expect(trackedEvent.safeParse({ event: "add_to_cart", product_supplier_id: 7, label: "Arepa", quantity: 0, value: 1, currency: "COP", ...where }).success).toBe(false);
  });

  it("keeps the campaign parameters the app knows, trimmed and bounded", () => {
    const id = "0b9d2c4e-8f7a-4d1b-9c3e-2a5f6b7c8d9e";
    expect(acquisitionCreate.parse({ session_id: id, utm_source: " instagram ", gclid: "abc", other: "x" })).toEqual({ session_id: id, utm_source: "instagram", gclid: "abc" });
    expect(acquisitionCreate.safeParse({ session_id: id, utm_campaign: "x".repeat(201) }).success).toBe(false);
    expect(acquisitionCreate.safeParse({ session_id: "12" }).success).toBe(false);
  });
});
