import { isCartErrorCode, isScheduleErrorCode, refusedAt } from "./checkout-refusals";
import { CHECKOUT_STEPS, stepsFor } from "./checkout-steps";

describe("refusedAt", () => {
  it("sends the diner to the step that asks for a refused field, the first one when several are", () => {
    expect(refusedAt({ code: "bad_request", fields: { "contact.phone": "invalid" } }, CHECKOUT_STEPS)).toBe("contact");
    expect(refusedAt({ code: "bad_request", fields: { payment_method: "invalid", "schedule.time": "required" } }, CHECKOUT_STEPS)).toBe("details");
  });

  it("puts a coupon's refusal at the payment step, a schedule's at the details and anything else at the review", () => {
    expect(refusedAt({ code: "coupon_used" }, CHECKOUT_STEPS)).toBe("payment");
    expect(refusedAt({ code: "slot_unavailable" }, CHECKOUT_STEPS)).toBe("details");
    expect(refusedAt({ code: "stock_unavailable" }, CHECKOUT_STEPS)).toBe("review");
    expect(refusedAt({ code: "network", fields: {} }, CHECKOUT_STEPS)).toBe("review");
    // at a table, the notes are in the review
    expect(refusedAt({ code: "bad_request", fields: { comments: "too long" } }, stepsFor("table"))).toBe("review");
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
