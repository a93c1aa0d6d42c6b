import { upsellingQuery } from "./api-params";

describe("upsellingQuery (spec §7 upselling_products.json v2)", () => {
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
