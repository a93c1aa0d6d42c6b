import { z } from "zod/mini";
import { DOCUMENT_TYPES, type DocumentType } from "./document-types";
import type { PhoneCheck } from "../diners/phone";

/**
 * Product §5 precheckout contact form, one schema for the browser form and the server: name, phone, email,
 * document type and document number, all required. Messages are translation keys, never prose.
 * Written with zod/mini, as every schema a browser form bundles: the same checks and messages as classic
 * zod in a fraction of its JavaScript, and the server's classic schemas compose them unchanged.
 */


export const DOCUMENT_NUMBER_MIN_LENGTH = 3;
export const DOCUMENT_NUMBER_MAX_LENGTH = 20;

/** Cédula and NIT are numeric in Colombia; a foreigner's ID, a passport or "other" may carry letters. */
const NUMERIC_DOCUMENT_TYPES: readonly DocumentType[] = ["cc", "nit"];

/** A field the diner must fill in: blanks alone do not count as filled. */
export const requiredText = z.string({ error: "validation.required" }).check(z.trim(), z.minLength(1, "validation.required"));

/**
 * A check that only speaks once the field is filled, so an empty field reads "required" alone. (Not zod's
 * `abort`: an aborted field would also silence the cross-field refinements, which must report alongside.)
 */
const whenFilled =
  <Verdict extends boolean | Promise<boolean>>(check: (value: string) => Verdict) =>
  (value: string) =>
    value === "" || check(value);

/** A missing choice (undefined or the empty "choose…" option) is "required"; a value not in the list is "invalidOption". */
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? "validation.required" : "validation.invalidOption"),
});

/** The number alone, trimmed: required and 3–20 characters. Whether it must be digits depends on the type. */
export const documentNumberSchema = requiredText.check(
  z.refine(
    whenFilled((value) => value.length >= DOCUMENT_NUMBER_MIN_LENGTH),
    "validation.documentTooShort",
  ),
  z.maxLength(DOCUMENT_NUMBER_MAX_LENGTH, "validation.documentTooLong"),
);

/**
 * Whether a (trimmed) number fits its document type: only digits for cédula and NIT. Separators are rejected
 * rather than stripped, so the diner sees exactly what the invoice will carry (a NIT is typed with its check
 * digit and no hyphen).
 */
export function documentNumberAllowed(type: DocumentType, number: string): boolean {
  return !NUMERIC_DOCUMENT_TYPES.includes(type) || /^\d+$/.test(number);
}

interface DocumentPair {
  document_type: DocumentType;
  document_number: string;
}

/**
 * The cross-field document rule for any form holding `document_type` and `document_number`, as the two
 * arguments of `z.refine(...documentRefinement())`. It runs as soon as those two fields are valid, even while
 * others are still empty, so the form shows every problem at once (zod otherwise skips an object refinement
 * until the whole object parses). When the number is trimmed, its trimmed value is what gets checked.
 */
export function documentRefinement(): [
  check: (form: DocumentPair) => boolean,
  params: { error: string; path: PropertyKey[]; when: (payload: { value: unknown }) => boolean },
] {
  return [
    (form: DocumentPair) => documentNumberAllowed(form.document_type, form.document_number.trim()),
    {
      error: "validation.documentDigitsOnly",
      path: ["document_number"],
      when: (payload: { value: unknown }) => {
        const value = payload.value as Partial<Record<keyof DocumentPair, unknown>> | null;
        return (
          typeof value === "object" &&
          value !== null &&
          documentTypeSchema.safeParse(value.document_type).success &&
          documentNumberSchema.safeParse(value.document_number).success
        );
      },
    },
  ];
}

/**
 * Phone checked with the numbering plan of the branch's country (lib/domain/diners/phone.ts). The check is given,
 * not imported: the server passes `phoneValid` itself, the browser one that loads it on first use, so the
 * plans stay out of the form's first JavaScript and both still judge a number alike.
 */
export function phoneSchema(country: string, isValid: PhoneCheck) {
  return requiredText.check(z.refine(whenFilled((value) => isValid(value, country)), "validation.invalidPhone"));
}

export const emailSchema = z.pipe(requiredText, z.email({ error: "validation.invalidEmail" }));

/** Who to call when a table is free (the walk-in waitlist): a name and a phone of `country`'s plan. */
export function callbackSchema(country: string, isValidPhone: PhoneCheck) {
  return z.object({ name: requiredText, phone: phoneSchema(country, isValidPhone) });
}

/**
 * Product §5 contact form for a branch in `country` (ISO 3166-1 alpha-2, any case). Values come back trimmed.
 * With an asynchronous phone check (the browser's), parse it with `parseAsync`, as react-hook-form's resolver does.
 */
export function contactSchema(country: string, isValidPhone: PhoneCheck) {
  return z
    .extend(callbackSchema(country, isValidPhone), {
      email: emailSchema,
      document_type: documentTypeSchema,
      document_number: documentNumberSchema,
    })
    .check(z.refine(...documentRefinement()));
}

export type ContactForm = z.infer<ReturnType<typeof contactSchema>>;
