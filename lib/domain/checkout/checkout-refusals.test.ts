import { isCartErrorCode, isScheduleErrorCode, refusedAt } from "./checkout-refusals";

describe("refusedAt", () => {
  it("sends the diner to the step that asks for a refused field, the first one when several are", () => {
    expect(refusedAt({ code: "bad_request", fields: { "contact.phone": "invalid" } })).toBe("contact");
    expect(refusedAt({ code: "bad_request", fields: { payment_method: "invalid", "schedule.time": "required" } })).toBe("details");
  });

  it("puts a coupon's refusal at the payment step, a schedule's at the details and anything else at the review", () => {
    expect(refusedAt({ code: "coupon_used" })).toBe("payment");
    expect(refusedAt({ code: "slot_unavailable" })).toBe("details");
    expect(refusedAt({ code: "stock_unavailable" })).toBe("review");
    expect(refusedAt({ code: "network", fields: {} })).toBe("review");
  });
});

describe("where a refusal is shown", () => {
  it("keeps the schedule's refusals by the schedule picker and links the cart's to the cart", () => {
    expect(isScheduleErrorCode("zone_unavailable_at_time")).toBe(true);
    expect(isScheduleErrorCode("stock_unavailable")).toBe(false);
    expect(isCartErrorCode("combo_stock_unavailable")).toBe(true);
    expect(isCartErrorCode("slot_unavailable")).toBe(false);
  });
});
