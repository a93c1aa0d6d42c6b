import { phoneValid } from "@/lib/domain/diners/phone";
import { precheckoutSchema } from "@/lib/domain/checkout/precheckout-form";
import { CONTACT, precheckoutValues } from "@/tests/factories/precheckout-form";
import { phoneValidOnceLoaded } from "./phone-check";

const form = (phone: string) => precheckoutValues({ contact: { ...CONTACT, phone } });

/** The messages the form shows for a phone, as the browser's resolver gets them (parseAsync). */
async function browserErrors(country: string, phone: string) {
  const schema = precheckoutSchema({ country, accepted: ["card"], scheduled: false, isValidPhone: phoneValidOnceLoaded });
  const result = await schema.safeParseAsync(form(phone));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
}

describe("the browser's phone check (numbering plans loaded on first use)", () => {
  const cases: [country: string, phone: string][] = [
    ["CO", "300 123 4567"],
    ["CO", "+57 300 123 4567"],
    ["CO", "300 123"],
    ["CO", "55 1234 5678"],
    ["MX", "55 1234 5678"],
    ["PE", "912 345 678"],
    ["CO", "912 345 678"],
    ["CO", "+52 55 1234 5678"],
    ["co", "3001234567"],
    ["XX", "3001234567"],
    ["XX", "+573001234567"],
    ["CO", ""],
  ];

  it.each(cases)("judges %s %j as the server does", async (country, phone) => {
    const server = precheckoutSchema({ country, accepted: ["card"], scheduled: false, isValidPhone: phoneValid }).safeParse(form(phone));
    const expected = server.success ? [] : server.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
    expect(await browserErrors(country, phone)).toEqual(expected);
  });

  it("reports a bad number and a missing one with the form's messages", async () => {
    expect(await browserErrors("CO", "300 123")).toEqual(["contact.phone:validation.invalidPhone"]);
    expect(await browserErrors("CO", " ")).toEqual(["contact.phone:validation.required"]);
    expect(await browserErrors("CO", "300 123 4567")).toEqual([]);
  });
});
