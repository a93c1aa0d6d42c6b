import { z } from "zod/mini";
import { COMMENTS_MAX_LENGTH } from "./comments";
import { contactSchema } from "./contact-form";
import { paymentMethodSchema, termsAcceptedSchema } from "../payments/payment-forms";
import type { PaymentMethod } from "../payments/payment-methods";
import type { PhoneCheck } from "../diners/phone";

/**
 * The precheckout form (product §2 dialogs contact, payment method, coupon, schedule) as the browser validates
 * it. Its parts are the ones the server's checkout body is built from (contactSchema, the accepted methods,
 * terms), so a form this accepts is a body the server accepts. The browser passes a phone check that loads
 * the numbering plans when first needed, so it parses with `parseAsync` (react-hook-form's resolver does).
 */
export function precheckoutSchema({
  country,
  accepted,
  scheduled,
  isValidPhone,
}: {
  country: string;
  accepted: readonly PaymentMethod[];
  scheduled: boolean;
  isValidPhone: PhoneCheck;
}) {
  const slot = z.object({
    // Product §5: a scheduled delivery needs its date.
    date: z.string().check(z.minLength(1, "validation.dateRequired")),
    time: z.string().check(z.minLength(1, "validation.timeRequired")),
  });
  return z.object({
    contact: contactSchema(country, isValidPhone),
    payment_method: paymentMethodSchema(accepted),
    // Only a scheduled order reads the slot; any other keeps the (empty) picker values unchecked.
    schedule: scheduled ? slot : z.optional(z.partial(z.object({ date: z.string(), time: z.string() }))),
    comments: z.string().check(z.maxLength(COMMENTS_MAX_LENGTH, "validation.tooLong")),
    packed: z.boolean(),
    cutlery: z.boolean(),
    terms_accepted: termsAcceptedSchema,
  });
}

export type PrecheckoutValues = z.input<ReturnType<typeof precheckoutSchema>>;
