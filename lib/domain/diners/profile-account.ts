import { z } from "zod/mini";
import { parseBirthDate } from "../orders/age";
import { documentNumberAllowed, documentNumberSchema, documentTypeSchema, emailSchema, phoneSchema, requiredText } from "../checkout/contact-form";
import type { PhoneCheck } from "./phone";

/*
 * Product §3 Profile as the API reads and writes it (GET profiles/account.json, PUT profiles/account/{id}.json):
 * what a diner fills in once so the next checkout is prefilled. Every field may be left out (unchanged) or
 * null (forgotten); a given one is checked as the checkout form checks it. zod/mini, like every schema a
 * browser form may bundle.
 */

export const PROFILE_SEXES = ["female", "male", "other"] as const;
const MAX_CATEGORIES = 20;

/** A calendar date that a birthday can be: real, not in the future, not beyond 120 years (../orders/age.ts). */
const birthdaySchema = z.string().check(z.refine((value) => parseBirthDate(value, new Date()) !== null, "validation.invalidDate"));

const clearable = <T extends z.core.$ZodType>(schema: T) => z.optional(z.nullable(schema));

/** The fields of a profile a diner writes; `country` is the brand's (its phone numbering plan). */
export function profileAccountSchema(country: string, isValidPhone: PhoneCheck) {
  return z
    .strictObject({
      name: clearable(requiredText.check(z.maxLength(120, "validation.tooLong"))),
      phone: clearable(phoneSchema(country, isValidPhone)),
      phone_code: clearable(z.string().check(z.regex(/^\+\d{1,4}$/, "validation.invalidPhone"))),
      phone_code_iso2: clearable(z.string().check(z.regex(/^[A-Z]{2}$/, "validation.invalidOption"))),
      email: clearable(z.pipe(emailSchema, z.string().check(z.maxLength(254, "validation.tooLong")))),
      birthday_date: clearable(birthdaySchema),
      sex: clearable(z.enum(PROFILE_SEXES, { error: "validation.invalidOption" })),
      dni_type: clearable(documentTypeSchema),
      dni: clearable(documentNumberSchema),
      categories: clearable(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(MAX_CATEGORIES))),
    })
    .check(
      z.refine((account) => !account.dni || !account.dni_type || documentNumberAllowed(account.dni_type, account.dni), {
        error: "validation.documentDigitsOnly",
        path: ["dni"],
      }),
    );
}

export type ProfileAccountChange = z.infer<ReturnType<typeof profileAccountSchema>>;

/** The account as the API answers it: every field, null when not given. */
export type ProfileAccount = { id: string; verified_phone: boolean } & { [K in keyof ProfileAccountChange]-?: Exclude<ProfileAccountChange[K], undefined> | null };
