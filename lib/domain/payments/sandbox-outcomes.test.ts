import { sandboxOutcome, sandboxPaymentSchema, type SandboxPayment } from "./sandbox-outcomes";

const now = new Date("2026-03-15T12:00:00Z");
const card = { holder: "Ana Pérez", cvc: "123", month: "12", year: "30", identification_type: "cc", identification: "1020304050" };
const pse = { person_type: "person", document_type: "cc", document_number: "1020304050" };

function parse(payment: unknown): SandboxPayment {
  return sandboxPaymentSchema(now).parse(payment);
}

function errors(payment: unknown) {
  const result = sandboxPaymentSchema(now).safeParse(payment);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("sandboxOutcome", () => {
  it.each([
    ["4242 4242 4242 4242", "APPROVED"],
    ["4111-1111-1111-1111", "DECLINED"],
    ["5555555555554444", "ERROR"],
  ])("answers card %s with %s, at once", (number, verdict) => {
    expect(sandboxOutcome(parse({ method: "card", data: { ...card, number } }))).toEqual({ pendingFirst: false, verdict });
  });

  it.each([
    ["3991111111", "APPROVED"],
    ["+57 399 222 2222", "DECLINED"],
    ["3001234567", "ERROR"],
  ])("answers Nequi %s with %s, at once", (phone, verdict) => {
    expect(sandboxOutcome(parse({ method: "nequi", data: { phone } }))).toEqual({ pendingFirst: false, verdict });
  });

  it.each([
    ["1", "APPROVED"],
    ["2", "DECLINED"],
    ["3", "ERROR"],
  ])("answers PSE bank %s with PENDING, then %s", (bank, verdict) => {
    expect(sandboxOutcome(parse({ method: "pse", data: { ...pse, bank } }))).toEqual({ pendingFirst: true, verdict });
  });
});

describe("sandboxPaymentSchema", () => {
  it("checks the card with the shared product §5 rules, under data", () => {
    expect(errors({ method: "card", data: { ...card, number: "4242424242424241" } })).toEqual({ "data.number": "validation.invalidCard" });
    expect(errors({ method: "card", data: { ...card, number: "4242424242424242", year: "2025" } })).toEqual({ "data.year": "validation.cardExpired" });
  });

  it("asks for the card's document type and keeps cédula numeric", () => {
    expect(errors({ method: "card", data: { ...card, number: "4242424242424242", identification_type: "" } })).toEqual({
      "data.identification_type": "validation.required",
    });
    expect(errors({ method: "card", data: { ...card, number: "4242424242424242", identification: "AB123" } })).toEqual({
      "data.identification": "validation.documentDigitsOnly",
    });
    expect(errors({ method: "card", data: { ...card, number: "4242424242424242", identification_type: "passport", identification: "AB123" } })).toEqual({});
  });

  it("reports every missing PSE and Nequi field", () => {
    expect(Object.keys(errors({ method: "pse", data: {} })).sort()).toEqual(["data.bank", "data.document_number", "data.document_type", "data.person_type"]);
    expect(errors({ method: "nequi", data: { phone: "12345" } })).toEqual({ "data.phone": "validation.invalidPhone" });
  });

  it("refuses a method the sandbox does not take", () => {
    expect(errors({ method: "cash_or_dataphone", data: {} })).toEqual({ method: "validation.methodUnavailable" });
  });
});
