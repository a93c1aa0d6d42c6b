import { contactSchema, documentNumberAllowed, type ContactForm } from "./contact-form";
import { DOCUMENT_TYPES } from "./document-types";
import { phoneValid } from "../diners/phone";

const valid: ContactForm = {
  name: "Ana Gómez",
  phone: "300 123 4567",
  email: "ana@example.co",
  document_type: "cc",
  document_number: "1020304050",
};

/** The messages zod reports, by field. */
function errors(input: unknown, country = "CO"): Record<string, string[]> {
  const result = contactSchema(country, phoneValid).safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
  return byField;
}

describe("contactSchema (product §5 contact form)", () => {
  it("accepts a complete contact and trims it", () => {
    expect(contactSchema("CO", phoneValid).parse({ ...valid, name: "  Ana Gómez ", email: " ana@example.co " })).toEqual(valid);
  });

  it.each(["name", "phone", "email", "document_type", "document_number"] as const)("requires %s", (field) => {
    expect(errors({ ...valid, [field]: undefined })).toEqual({ [field]: ["validation.required"] });
    expect(errors({ ...valid, [field]: "" })).toEqual({ [field]: ["validation.required"] });
  });

  it("does not count blanks as filling a field", () => {
    expect(errors({ ...valid, name: "   " })).toEqual({ name: ["validation.required"] });
  });

  it("offers the product §3 document types", () => {
    expect(DOCUMENT_TYPES).toEqual(["cc", "ce", "passport", "other", "nit"]);
    expect(errors({ ...valid, document_type: "dni" })).toEqual({ document_type: ["validation.invalidOption"] });
  });

  it("reports every problem at once, the document rule included", () => {
    expect(errors({ ...valid, name: "", document_number: "10.203.040" })).toEqual({
      name: ["validation.required"],
      document_number: ["validation.documentDigitsOnly"],
    });
  });
});

describe("contactSchema phone, per the branch's country", () => {
  it("accepts a Colombian mobile for a Colombian branch, with or without the country prefix", () => {
    expect(errors({ ...valid, phone: "3001234567" })).toEqual({});
    expect(errors({ ...valid, phone: "+57 300 123 4567" })).toEqual({});
  });

  it("rejects a number that is not valid in the branch's country", () => {
    expect(errors({ ...valid, phone: "300 123" })).toEqual({ phone: ["validation.invalidPhone"] });
    expect(errors({ ...valid, phone: "55 1234 5678" })).toEqual({ phone: ["validation.invalidPhone"] });
  });

  it("checks numbers against the plan of the branch's own country", () => {
    expect(errors({ ...valid, phone: "55 1234 5678" }, "MX")).toEqual({});
    expect(errors({ ...valid, phone: "912 345 678" }, "PE")).toEqual({});
    expect(errors({ ...valid, phone: "912 345 678" }, "CO")).toEqual({ phone: ["validation.invalidPhone"] });
    expect(errors({ ...valid, phone: "300 123 4567" }, "PE")).toEqual({ phone: ["validation.invalidPhone"] });
  });

  it("accepts a foreign number typed with its + prefix", () => {
    expect(errors({ ...valid, phone: "+52 55 1234 5678" })).toEqual({});
  });

  it("reads the country in any case", () => {
    expect(errors({ ...valid, phone: "3001234567" }, "co")).toEqual({});
  });

  it("accepts only international numbers for a country it does not know", () => {
    expect(errors({ ...valid, phone: "3001234567" }, "XX")).toEqual({ phone: ["validation.invalidPhone"] });
    expect(errors({ ...valid, phone: "+573001234567" }, "XX")).toEqual({});
  });
});

describe("contactSchema email", () => {
  it("rejects an invalid address", () => {
    expect(errors({ ...valid, email: "ana@" })).toEqual({ email: ["validation.invalidEmail"] });
    expect(errors({ ...valid, email: "ana example.co" })).toEqual({ email: ["validation.invalidEmail"] });
  });
});

describe("contactSchema document number", () => {
  it("needs 3 to 20 characters", () => {
    expect(errors({ ...valid, document_number: "12" })).toEqual({ document_number: ["validation.documentTooShort"] });
    expect(errors({ ...valid, document_number: "123" })).toEqual({});
    expect(errors({ ...valid, document_number: "1".repeat(20) })).toEqual({});
    expect(errors({ ...valid, document_number: "1".repeat(21) })).toEqual({ document_number: ["validation.documentTooLong"] });
  });

  it.each(["cc", "nit"] as const)("allows only digits for %s", (document_type) => {
    expect(errors({ ...valid, document_type, document_number: "9001234567" })).toEqual({});
    expect(errors({ ...valid, document_type, document_number: "900123456-7" })).toEqual({ document_number: ["validation.documentDigitsOnly"] });
    expect(errors({ ...valid, document_type, document_number: "AB12345" })).toEqual({ document_number: ["validation.documentDigitsOnly"] });
  });

  it.each(["ce", "passport", "other"] as const)("allows letters for %s", (document_type) => {
    expect(errors({ ...valid, document_type, document_number: "AB123456" })).toEqual({});
  });

  it("checks the trimmed number", () => {
    expect(errors({ ...valid, document_number: " 1020304050 " })).toEqual({});
    expect(documentNumberAllowed("cc", "1020304050")).toBe(true);
    expect(documentNumberAllowed("cc", "10 20")).toBe(false);
  });

  it("reports translation keys, never prose", () => {
    const messages = Object.values(errors({ phone: "1", email: "x", document_type: "dni", document_number: "1" })).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/^validation\.[a-zA-Z]+$/);
  });
});
