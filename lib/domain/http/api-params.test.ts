import { productLookupInput, productLookupParams, upsellingQuery } from "./api-params";

describe("productLookupInput (product §7 product_supplier_by_product)", () => {
  const none = new Headers();

  it("reads the query older clients glue to the path with &", () => {
    expect(productLookupInput("12.json&service=on_table&subservice=room", new URLSearchParams(), none)).toMatchObject({
      id: "12.json",
      service: "on_table",
      subservice: "room",
    });
  });

  it("prefers the real query, then the glued one, then the call's headers", () => {
    const headers = new Headers({ supplier_id: "norte", service: "take_away", lang: "pt" });
    expect(productLookupInput("12.json&service=on_table", new URLSearchParams("service=delivery"), headers)).toEqual({
      id: "12.json",
      supplier_id: "norte",
      service: "delivery",
      subservice: undefined,
      lang: "pt",
    });
  });

  it("parses to a product id, a branch and a service key", () => {
    const input = productLookupInput("12.json&service=on_table&subservice=room", new URLSearchParams("supplier_id=centro"), none);
    expect(productLookupParams.parse(input)).toEqual({ id: 12, supplier_id: "centro", service: "room_service", lang: undefined });
  });
});

describe("upsellingQuery (product §7 upselling_products.json v2)", () => {
  it("turns service and subservice into a service key; an empty subservice is none", () => {
    expect(upsellingQuery.parse({ supplier_id: "centro", service: "delivery", subservice: "schedule", trigger: "checkout" })).toEqual({
      supplier_id: "centro",
      service: "schedule",
      trigger: "checkout",
      lang: undefined,
    });
    expect(upsellingQuery.parse({ supplier_id: "centro", service: "delivery", subservice: "" }).service).toBe("delivery");
  });

  it("refuses an unknown service pair or trigger", () => {
    expect(upsellingQuery.safeParse({ supplier_id: "centro", service: "delivery", subservice: "room" }).success).toBe(false);
    expect(upsellingQuery.safeParse({ supplier_id: "centro", service: "delivery", trigger: "later" }).success).toBe(false);
  });
});
