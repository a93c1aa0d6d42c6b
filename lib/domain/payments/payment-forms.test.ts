import type { z } from "zod/mini";
import { minor } from "../money/minor";
import { cardSchema, luhnValid, nequiSchema, paymentMethodSchema, pseSchema, termsAcceptedSchema } from "./payment-forms";
import { isOnlineMethod, meetsMinimumOnlinePayment, MINIMUM_ONLINE_PAYMENT, PAYMENT_METHODS } from "./payment-methods";

/** The messages zod reports, by field. */
function errors(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
  return byField;
}

describe("payment methods", () => {
  it("are the seven methods of product §1", () => {
    expect(PAYMENT_METHODS).toEqual(["card", "pse", "nequi", "cash_or_dataphone", "payment_on_delivery", "payment_receipt", "room_charge"]);
  });

  it("are online when charged through the gateway", () => {
    expect(PAYMENT_METHODS.filter(isOnlineMethod)).toEqual(["card", "pse", "nequi"]);
  });

  describe("paymentMethodSchema", () => {
    const schema = paymentMethodSchema(["card", "cash_or_dataphone"]);

    it("accepts a method the branch takes", () => {
      expect(schema.parse("card")).toBe("card");
    });

    it("requires a choice (product §5)", () => {
      expect(errors(schema, undefined)).toEqual({ "": ["validation.required"] });
      expect(errors(schema, "")).toEqual({ "": ["validation.required"] });
    });

    it("refuses a method the branch does not take, or no method at all (product §8 method unavailable)", () => {
      expect(errors(schema, "nequi")).toEqual({ "": ["validation.methodUnavailable"] });
      expect(errors(schema, "bitcoin")).toEqual({ "": ["validation.methodUnavailable"] });
    });
  });
});

describe("termsAcceptedSchema (product §5)", () => {
  it("passes only an explicit acceptance", () => {
    expect(termsAcceptedSchema.parse(true)).toBe(true);
    for (const value of [false, undefined, "true", 1]) expect(errors(termsAcceptedSchema, value)).toEqual({ "": ["validation.termsRequired"] });
  });
});

describe("luhnValid", () => {
  it.each(["4242424242424242", "4242 4242 4242 4242", "5555-5555-5555-4444", "378282246310005", "79927398713"])("accepts %s", (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(["4242424242424241", "4242424242424224", "79927398710", "", "4242a42424242424"])("rejects %p", (number) => {
    expect(luhnValid(number)).toBe(false);
  });
});

describe("cardSchema (product §5 card)", () => {
  const now = new Date("2025-06-15T12:00:00Z");
  const schema = cardSchema(now);
  const valid = { holder: "ANA GOMEZ", number: "4242 4242 4242 4242", cvc: "123", month: "07", year: "29", identification: "1020304050" };

  it("accepts a valid card and returns it ready to tokenize", () => {
    expect(schema.parse(valid)).toEqual({ ...valid, number: "4242424242424242", month: 7, year: 2029 });
  });

  it.each(["holder", "number", "cvc", "month", "year", "identification"])("requires %s", (field) => {
    expect(errors(schema, { ...valid, [field]: undefined })).toEqual({ [field]: ["validation.required"] });
    expect(errors(schema, { ...valid, [field]: "" })).toEqual({ [field]: ["validation.required"] });
  });

  it("rejects a number that fails Luhn or is too short or long to be a card", () => {
    expect(errors(schema, { ...valid, number: "4242 4242 4242 4241" })).toEqual({ number: ["validation.invalidCard"] });
    expect(errors(schema, { ...valid, number: "0000" })).toEqual({ number: ["validation.invalidCard"] });
    expect(errors(schema, { ...valid, number: " - " })).toEqual({ number: ["validation.required"] });
    expect(errors(schema, { ...valid, number: "4".repeat(19) + "42" })).toEqual({ number: ["validation.invalidCard"] });
  });

  it("takes a CVC of 3 or 4 digits", () => {
    expect(errors(schema, { ...valid, cvc: "1234" })).toEqual({});
    expect(errors(schema, { ...valid, cvc: "12" })).toEqual({ cvc: ["validation.invalidCvc"] });
    expect(errors(schema, { ...valid, cvc: "12a" })).toEqual({ cvc: ["validation.invalidCvc"] });
  });

  it("takes months 1 to 12, typed or numeric", () => {
    expect(errors(schema, { ...valid, month: 12 })).toEqual({});
    expect(errors(schema, { ...valid, month: "0" })).toEqual({ month: ["validation.invalidMonth"] });
    expect(errors(schema, { ...valid, month: "13" })).toEqual({ month: ["validation.invalidMonth"] });
    expect(errors(schema, { ...valid, month: "ab" })).toEqual({ month: ["validation.invalidMonth"] });
  });

  it("rejects a year in the past, with two or four digits", () => {
    expect(errors(schema, { ...valid, year: "24" })).toEqual({ year: ["validation.cardExpired"] });
    expect(errors(schema, { ...valid, year: 2024 })).toEqual({ year: ["validation.cardExpired"] });
    expect(schema.parse({ ...valid, year: 2025, month: 12 }).year).toBe(2025);
  });

  it("rejects a year implausibly far ahead", () => {
    expect(errors(schema, { ...valid, year: 2046 })).toEqual({ year: ["validation.invalidYear"] });
    expect(errors(schema, { ...valid, year: 2045 })).toEqual({});
  });

  it("keeps a card valid through its expiry month and rejects an earlier month this year", () => {
    expect(errors(schema, { ...valid, month: "06", year: "25" })).toEqual({});
    expect(errors(schema, { ...valid, month: "05", year: "25" })).toEqual({ month: ["validation.cardExpired"] });
    expect(errors(schema, { ...valid, month: "05", year: "26" })).toEqual({});
  });

  it("uses the clock it was given, not the machine's", () => {
    expect(errors(cardSchema(new Date("2030-01-01T00:00:00Z")), valid)).toEqual({ year: ["validation.cardExpired"] });
  });

  it("reports an expired month alongside other problems", () => {
    expect(errors(schema, { ...valid, holder: "", month: "01", year: "25" })).toEqual({
      holder: ["validation.required"],
      month: ["validation.cardExpired"],
    });
  });
});

describe("pseSchema (product §5 PSE)", () => {
  const valid = { bank: "1007", person_type: "person", document_type: "cc", document_number: "1020304050" };

  it("accepts a bank, a person or company and a document", () => {
    expect(pseSchema.parse(valid)).toEqual(valid);
    expect(errors(pseSchema, { ...valid, person_type: "company", document_type: "nit", document_number: "9001234567" })).toEqual({});
  });

  it.each(["bank", "person_type", "document_type", "document_number"])("requires %s", (field) => {
    expect(errors(pseSchema, { ...valid, [field]: undefined })).toEqual({ [field]: ["validation.required"] });
  });

  it("allows only person or company", () => {
    expect(errors(pseSchema, { ...valid, person_type: "0" })).toEqual({ person_type: ["validation.invalidOption"] });
  });

  it("applies the document rules of the contact form", () => {
    expect(errors(pseSchema, { ...valid, document_number: "10.203.040" })).toEqual({ document_number: ["validation.documentDigitsOnly"] });
    expect(errors(pseSchema, { ...valid, document_type: "passport", document_number: "AB123456" })).toEqual({});
    expect(errors(pseSchema, { ...valid, document_number: "12" })).toEqual({ document_number: ["validation.documentTooShort"] });
  });
});

describe("nequiSchema", () => {
  it("accepts a Colombian mobile and returns its 10 digits", () => {
    expect(nequiSchema.parse({ phone: "3001234567" })).toEqual({ phone: "3001234567" });
    expect(nequiSchema.parse({ phone: " 300 123 4567 " })).toEqual({ phone: "3001234567" });
    expect(nequiSchema.parse({ phone: "+57 300 123 4567" })).toEqual({ phone: "3001234567" });
  });

  it("requires the phone", () => {
    expect(errors(nequiSchema, { phone: "" })).toEqual({ phone: ["validation.required"] });
    expect(errors(nequiSchema, {})).toEqual({ phone: ["validation.required"] });
    expect(errors(nequiSchema, { phone: " +57 " })).toEqual({ phone: ["validation.required"] });
  });

  it("rejects anything but 10 digits starting with 3", () => {
    for (const phone of ["6011234567", "300123456", "30012345678", "300-123-4567", "+52 300 123 4567"]) {
      expect(errors(nequiSchema, { phone })).toEqual({ phone: ["validation.invalidPhone"] });
    }
  });
});

describe("minimum online payment (product §5)", () => {
  it("is 10,000 pesos for COP and none elsewhere", () => {
    expect(MINIMUM_ONLINE_PAYMENT.COP).toBe(10000);
    for (const currency of ["MXN", "PEN", "CLP", "USD", "BRL", "CRC"] as const) expect(MINIMUM_ONLINE_PAYMENT[currency]).toBe(0);
  });

  it("takes only what is over the minimum online — the minimum itself is refused — and anything paid in person", () => {
    expect(meetsMinimumOnlinePayment(minor(9999), "COP")).toBe(false);
    expect(meetsMinimumOnlinePayment(minor(10000), "COP")).toBe(false);
    expect(meetsMinimumOnlinePayment(minor(10001), "COP")).toBe(true);
    expect(meetsMinimumOnlinePayment(minor(10000), "COP", "pse")).toBe(false);
    expect(meetsMinimumOnlinePayment(minor(500), "COP", "cash_or_dataphone")).toBe(true);
    expect(meetsMinimumOnlinePayment(minor(500), "COP", null)).toBe(true);
  });

  it("lets any amount through in a currency without a minimum", () => {
    expect(meetsMinimumOnlinePayment(minor(1), "MXN")).toBe(true);
  });
});
