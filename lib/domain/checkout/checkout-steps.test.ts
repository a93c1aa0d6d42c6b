import { CHECKOUT_STEPS, detailsKind, fieldsOfStep, firstStepOf, isLastStep, landingStep, nextStep, stepFromQuery, stepOfField, stepsFor, tipShownAt } from "./checkout-steps";

const ALL = CHECKOUT_STEPS;
const AT_TABLE = stepsFor("table");

describe("the precheckout's steps", () => {
  it("reads a step from the URL, and starts at the contact for anything it does not know", () => {
    expect(stepFromQuery("payment", ALL)).toBe("payment");
    expect(stepFromQuery("pago", ALL)).toBe("contact");
    expect(stepFromQuery(null, ALL)).toBe("contact");
    // a table's checkout has no details step to open
    expect(stepFromQuery("details", AT_TABLE)).toBe("contact");
  });

  it("goes contact → details → payment → review, and stops at the review", () => {
    expect(nextStep("contact", ALL)).toBe("details");
    expect(nextStep("details", ALL)).toBe("payment");
    expect(nextStep("payment", ALL)).toBe("review");
    expect(nextStep("review", ALL)).toBe("review");
    expect(isLastStep("review")).toBe(true);
    expect(isLastStep("payment")).toBe(false);
  });

  it("skips the details at a table or in a room, whose place the scanned code names, and only there", () => {
    expect(stepsFor("table")).toEqual(["contact", "payment", "review"]);
    expect(stepsFor("room")).toEqual(["contact", "payment", "review"]);
    for (const kind of ["delivery", "schedule", "pickup"] as const) expect(stepsFor(kind)).toEqual(ALL);
    expect(nextStep("contact", AT_TABLE)).toBe("payment");
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
    expect(fieldsOfStep("details", true, ALL)).toEqual(["schedule.date", "schedule.time", "comments"]);
    expect(fieldsOfStep("details", false, ALL)).toEqual(["comments"]);
    expect(fieldsOfStep("contact", false, ALL)).toContain("contact.document_number");
    expect(fieldsOfStep("review", false, ALL)).toEqual(["terms_accepted"]);
    expect(fieldsOfStep("review", false, AT_TABLE)).toEqual(["comments", "terms_accepted"]);
  });

  it("sends the diner back to the earliest step with something to fix", () => {
    expect(firstStepOf(["terms_accepted", "payment_method", "contact.email"], ALL)).toBe("contact");
    expect(firstStepOf(["terms_accepted", "schedule.date"], ALL)).toBe("details");
    expect(firstStepOf(["terms_accepted", "comments"], AT_TABLE)).toBe("review");
    expect(firstStepOf([], ALL)).toBeNull();
  });

  it("lets a diner whose contact is known start past it, at the first gap, never past the payment", () => {
    expect(landingStep(["contact.phone", "payment_method", "terms_accepted"], ALL)).toBe("contact");
    expect(landingStep(["payment_method", "terms_accepted"], AT_TABLE)).toBe("payment");
    expect(landingStep(["payment_method", "terms_accepted"], ALL)).toBe("details");
    expect(landingStep(["schedule.date", "terms_accepted"], ALL)).toBe("details");
    // nothing missing but the terms: the payment still shows how they pay and the tip
    expect(landingStep(["terms_accepted"], AT_TABLE)).toBe("payment");
    expect(landingStep(["comments", "terms_accepted"], AT_TABLE)).toBe("payment");
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
