import { z } from "zod/mini";
import { COMMENTS_MAX_LENGTH } from "../checkout/comments";
import { contactSchema } from "../checkout/contact-form";
import type { PhoneCheck } from "../diners/phone";

const note = z.string().check(z.maxLength(COMMENTS_MAX_LENGTH, "validation.tooLong"));

/**
 * The booking form's typed part as the browser validates it: the checkout's contact form (product §5), the
 * diner's notes and the terms. The slot, party and zone are chosen with buttons; the server checks them all.
 */
export function bookingFormSchema(country: string, isValidPhone: PhoneCheck) {
  return z.object({
    contact: contactSchema(country, isValidPhone),
    reason: note,
    comment: note,
    health: note,
    terms_accepted: z.literal(true, { error: "validation.termsToBook" }),
  });
}

export type BookingFormValues = z.input<ReturnType<typeof bookingFormSchema>>;
