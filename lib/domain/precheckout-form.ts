import { z } from "zod";
import { COMMENTS_MAX_LENGTH } from "./checkout-body";
import { contactSchema } from "./contact-form";
import { paymentMethodSchema, termsAcceptedSchema, type PaymentMethod } from "./payment-forms";

/**
 * The precheckout form (spec §2 dialogs contact, payment method, coupon, schedule) as the browser validates
 * it. Its parts are the ones the server's checkout body is built from (contactSchema, the accepted methods,
 * terms), so a form this accepts is a body the server accepts.
 */
export function precheckoutSchema({ country, accepted, scheduled }: { country: string; accepted: readonly PaymentMethod[]; scheduled: boolean }) {
  const slot = z.object({
    // Spec §5 "Delivery date required for scheduling".
    date: z.string().min(1, "validation.dateRequired"),
    time: z.string().min(1, "validation.timeRequired"),
  });
  return z.object({
    contact: contactSchema(country),
    payment_method: paymentMethodSchema(accepted),
    // Only a scheduled order reads the slot; any other keeps the (empty) picker values unchecked.
    schedule: scheduled ? slot : z.object({ date: z.string(), time: z.string() }).partial().optional(),
    comments: z.string().max(COMMENTS_MAX_LENGTH, "validation.tooLong"),
    packed: z.boolean(),
    cutlery: z.boolean(),
    terms_accepted: termsAcceptedSchema,
  });
}

export type PrecheckoutValues = z.input<ReturnType<typeof precheckoutSchema>>;
