import { z } from "zod/mini";
import { callbackSchema } from "../checkout/contact-form";
import type { PhoneCheck } from "../diners/phone";

/** The walk-in waitlist's typed part as the browser validates it: who to call; the party is chosen with buttons. */
export function waitlistFormSchema(country: string, isValidPhone: PhoneCheck) {
  return z.object({ contact: callbackSchema(country, isValidPhone) });
}

export type WaitlistFormValues = z.input<ReturnType<typeof waitlistFormSchema>>;
