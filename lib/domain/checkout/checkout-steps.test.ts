import { detailsKind, fieldsOfStep, firstStepOf, isLastStep, nextStep, stepFromQuery, stepOfField, tipShownAt } from "./checkout-steps";

describe("the precheckout's steps", () => {
  it("reads a step from the URL, and starts at the contact for anything it does not know", () => {
    expect(stepFromQuery("payment")).toBe("payment");
    expect(stepFromQuery("pago")).toBe("contact");
    expect(stepFromQuery(null)).toBe("contact");
  });

  it("goes contact → details → payment → review, and stops at the review", () => {
    expect(nextStep("contact")).toBe("details");
    expect(nextStep("details")).toBe("payment");
    expect(nextStep("payment")).toBe("review");
    expect(nextStep("review")).toBe("review");
    expect(isLastStep("review")).toBe(true);
    expect(isLastStep("payment")).toBe(false);
  });

  it("knows which step asks for each field, the server's refusals included", () => {
    expect(stepOfField("contact.phone")).toBe("contact");
    expect(stepOfField("schedule.time")).toBe("details");
    expect(stepOfField("address.neighbourhood")).toBe("details");
    expect(stepOfField("comments")).toBe("details");
    expect(stepOfField("payment_method")).toBe("payment");
    expect(stepOfField("coupon_code")).toBe("payment");
    expect(stepOfField("terms_accepted")).toBe("review");
  });

  it("checks a scheduled order's slot with its details, and only then", () => {
    expect(fieldsOfStep("details", true)).toEqual(["schedule.date", "schedule.time", "comments"]);
    expect(fieldsOfStep("details", false)).toEqual(["comments"]);
    expect(fieldsOfStep("contact", false)).toContain("contact.document_number");
  });

  it("sends the diner back to the earliest step with something to fix", () => {
    expect(firstStepOf(["terms_accepted", "payment_method", "contact.email"])).toBe("contact");
    expect(firstStepOf(["terms_accepted", "schedule.date"])).toBe("details");
    expect(firstStepOf([])).toBeNull();
  });

  it("names what the details step is about for each service", () => {
    expect(detailsKind("delivery")).toBe("delivery");
    expect(detailsKind("schedule")).toBe("schedule");
    expect(detailsKind("take_away")).toBe("pickup");
    expect(detailsKind("grab_and_go")).toBe("pickup");
    expect(detailsKind("room_service")).toBe("room");
    expect(detailsKind("on_table")).toBe("table");
  });
});

describe("the tip in the totals", () => {
  it("counts from the payment step on, where the diner sees it, never before", () => {
    expect((["contact", "details", "payment", "review"] as const).map(tipShownAt)).toEqual([false, false, true, true]);
  });
});
