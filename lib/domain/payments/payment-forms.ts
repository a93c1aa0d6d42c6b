import { z } from "zod/mini";
import { documentNumberSchema, documentRefinement, documentTypeSchema } from "../checkout/contact-form";
import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods";

/**
 * Product §5 payment forms, shared by the browser forms and the server: the method choice, the card, PSE and
 * Nequi forms and terms acceptance. Messages are translation keys. (Which methods exist and the minimum
 * online payment are in payment-methods.ts, which carries no zod for the pages that only read them.)
 */

/**
 * Product §5: a payment method must be chosen, among those the branch accepts: nothing chosen is "required";
 * a method this branch does not take (a stale form, a tampered request) is product §8 "method unavailable".
 */
export function paymentMethodSchema(accepted: readonly PaymentMethod[]) {
  return z
    .enum(PAYMENT_METHODS, {
      error: (issue) => (issue.input === undefined || issue.input === null || issue.input === "" ? "validation.required" : "validation.methodUnavailable"),
    })
    .check(z.refine((method) => accepted.includes(method), "validation.methodUnavailable"));
}

/** Product §5: the terms must be accepted to pay; only an explicit true passes. */
export const termsAcceptedSchema = z.literal(true, { error: "validation.termsRequired" });

/**
 * The Luhn (mod 10) check every card number carries, after dropping the blanks and hyphens people type
 * between groups. It catches a mistyped digit and most swaps before the gateway charges a round trip; an
 * empty or non-numeric value is not valid.
 */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** ISO/IEC 7812 card numbers are 12 to 19 digits; "0000" passes Luhn but is no card. */
const CARD_NUMBER_LENGTH = { min: 12, max: 19 } as const;

/** How far ahead an expiry year may be: cards are issued for a few years, never decades. */
const CARD_MAX_YEARS_AHEAD = 20;

const requiredText = z.string({ error: "validation.required" }).check(z.trim(), z.minLength(1, "validation.required"));

/**
 * A check that only speaks once the field is filled, so an empty field reads "required" alone. (Not zod's
 * `abort`: an aborted field would also silence the cross-field refinements, which must report alongside.)
 */
const whenFilled = (check: (value: string) => boolean) => (value: string) => value === "" || check(value);

/** A number typed into a text box ("07") or sent as a number (7); blank is missing. */
function numberInput(invalid: string) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value)),
    z.number({ error: (issue) => (issue.input === undefined ? "validation.required" : invalid) }).check(z.int(invalid)),
  );
}

/**
 * Product §5 card form: holder, number, CVC, month, year and identification document. A factory over `now` so
 * the expiry check uses the caller's clock (the server's, or a fixed one in tests), never a hidden one.
 * The number comes back as bare digits and the year with four digits ("29" → 2029), ready for tokenizing.
 * A card stays valid through the last day of its expiry month; month and year are compared in UTC, as the
 * gateway re-checks anyway and a few hours at a month's edge are not worth a time zone.
 */
export function cardSchema(now: Date) {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return z
    .object({
      holder: requiredText,
      number: z.string({ error: "validation.required" }).check(
        z.overwrite((value) => value.replace(/[\s-]/g, "")),
        z.minLength(1, "validation.required"),
        z.refine(
          whenFilled((value) => value.length >= CARD_NUMBER_LENGTH.min && value.length <= CARD_NUMBER_LENGTH.max && luhnValid(value)),
          "validation.invalidCard",
        ),
      ),
      cvc: requiredText.check(
        z.refine(
          whenFilled((value) => /^\d{3,4}$/.test(value)),
          "validation.invalidCvc",
        ),
      ),
      month: z.pipe(numberInput("validation.invalidMonth"), z.number().check(z.gte(1, "validation.invalidMonth"), z.lte(12, "validation.invalidMonth"))),
      year: z.pipe(
        z.pipe(
          numberInput("validation.invalidYear"),
          z.transform((year: number) => (year >= 0 && year < 100 ? 2000 + year : year)),
        ),
        z.number().check(z.gte(currentYear, "validation.cardExpired"), z.lte(currentYear + CARD_MAX_YEARS_AHEAD, "validation.invalidYear")),
      ),
      identification: documentNumberSchema,
    })
    .check(
      z.refine((card) => card.year > currentYear || card.month >= currentMonth, {
        error: "validation.cardExpired",
        path: ["month"],
        // Only once month and year are themselves valid, but without waiting for the rest of the form.
        when: (payload) => {
          const value = payload.value as { month?: unknown; year?: unknown };
          return typeof value.month === "number" && value.month >= 1 && value.month <= 12 && typeof value.year === "number" && value.year >= currentYear;
        },
      }),
    );
}

export type CardForm = z.infer<ReturnType<typeof cardSchema>>;

/** Wompi's PSE `user_type`: a natural person or a company. */
export const PSE_PERSON_TYPES = ["person", "company"] as const;

/** Product §5 PSE form: bank (a code from the gateway's list of banks), person or company, and the document. */
export const pseSchema = z
  .object({
    bank: requiredText,
    person_type: z.enum(PSE_PERSON_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === "" ? "validation.required" : "validation.invalidOption"),
    }),
    document_type: documentTypeSchema,
    document_number: documentNumberSchema,
  })
  .check(z.refine(...documentRefinement()));

export type PseForm = z.infer<typeof pseSchema>;

/**
 * Nequi is a Colombian wallet tied to a mobile number: 10 digits starting with 3. Blanks and a leading
 * "+57" are dropped, so the value comes back as the 10 digits the gateway expects.
 */
export const nequiSchema = z.object({
  phone: z.string({ error: "validation.required" }).check(
    z.overwrite((value) => value.replace(/\s/g, "").replace(/^\+57/, "")),
    z.minLength(1, "validation.required"),
    z.refine(
      whenFilled((value) => /^3\d{9}$/.test(value)),
      "validation.invalidPhone",
    ),
  ),
});

export type NequiForm = z.infer<typeof nequiSchema>;
