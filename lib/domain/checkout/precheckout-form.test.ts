import { phoneValid } from "../diners/phone";
import { CONTACT, precheckoutValues } from "@/tests/factories/precheckout-form";
import { precheckoutSchema } from "./precheckout-form";

const contact = CONTACT;
const form = precheckoutValues;
const errors = (schema: ReturnType<typeof precheckoutSchema>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("precheckoutSchema", () => {
  const now = precheckoutSchema({ country: "CO", accepted: ["card", "cash_or_dataphone"], scheduled: false, isValidPhone: phoneValid });
  const later = precheckoutSchema({ country: "CO", accepted: ["card"], scheduled: true, isValidPhone: phoneValid });

  it("accepts an order for now with the empty schedule picker values", () => {
    expect(errors(now, form())).toEqual({});
  });

  it("needs the date and time of a scheduled order", () => {
    expect(errors(later, form())).toEqual({ "schedule.date": "validation.dateRequired", "schedule.time": "validation.timeRequired" });
    expect(errors(later, form({ schedule: { date: "2026-11-23", time: "12:30" } }))).toEqual({});
  });

  it("needs the terms, a method the branch takes and a valid contact", () => {
    expect(errors(now, form({ terms_accepted: false }))).toEqual({ terms_accepted: "validation.termsRequired" });
    expect(errors(now, form({ payment_method: "" }))).toEqual({ payment_method: "validation.required" });
    expect(errors(now, form({ payment_method: "nequi" }))).toEqual({ payment_method: "validation.methodUnavailable" });
    expect(errors(now, form({ contact: { ...contact, email: "ana@", phone: "123" } }))).toMatchObject({
      "contact.email": "validation.invalidEmail",
      "contact.phone": "validation.invalidPhone",
    });
  });
});
