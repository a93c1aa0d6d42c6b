import { pixelCalls, pixelOrigins } from "./pixels";

describe("the brand's pixels", () => {
  it("open the page's policy to their own hosts only, and only for the pixels the brand has", () => {
    expect(pixelOrigins({ google: null, facebook: null })).toEqual({ script: [], connect: [] });
    expect(pixelOrigins({ google: "G-ABC123", facebook: null }).script).toEqual(["https://www.googletagmanager.com"]);
    const both = pixelOrigins({ google: "G-ABC123", facebook: "1234567890" });
    expect(both.script).toEqual(["https://www.googletagmanager.com", "https://connect.facebook.net"]);
    expect(both.connect).toContain("https://www.facebook.com");
  });

  it("receive the app's four events as GA4 and Meta name them", () => {
    expect(pixelCalls({ event: "page_view", path: "/chapinero" }, "COP")).toEqual({ gtag: ["event", "page_view", { page_path: "/chapinero" }], fbq: ["track", "PageView"] });
    const added = pixelCalls({ event: "add_to_cart", product_supplier_id: 7, label: "Empanadas", quantity: 2, value: 24000, currency: "COP" }, "COP");
    expect(added.gtag).toEqual(["event", "add_to_cart", { currency: "COP", value: 24000, items: [{ item_id: "7", item_name: "Empanadas", quantity: 2 }] }]);
    expect(added.fbq).toEqual(["track", "AddToCart", { currency: "COP", value: 24000, content_ids: ["7"], content_type: "product" }]);
    expect(pixelCalls({ event: "begin_checkout", total: 30000, products: [7, 9] }, "MXN").fbq).toEqual(["track", "InitiateCheckout", { currency: "MXN", value: 30000, content_ids: ["7", "9"], num_items: 2 }]);
    const bought = pixelCalls({ event: "purchase", bck_purchase_id: 81, total: 30000, products: [7] }, "COP");
    expect(bought.gtag).toEqual(["event", "purchase", { transaction_id: "81", currency: "COP", value: 30000, items: [{ item_id: "7" }] }]);
    expect(bought.fbq[1]).toBe("Purchase");
  });
});
