import { z } from "zod/mini";
import { documentNumberAllowed, documentNumberSchema, documentTypeSchema } from "../checkout/contact-form";
import { cardSchema, nequiSchema, pseSchema } from "./payment-forms";

/**
 * The bundled sandbox gateway's rules, shared by its hosted page and its API: what each method's form
 * accepts, and the verdict Wompi's own sandbox gives for its documented test data
 * (docs.wompi.co "Datos de prueba en Sandbox"), so a flow tested here behaves the same on Wompi's sandbox.
 */

/** Wompi's transaction statuses that the sandbox produces. */
export type SandboxStatus = "PENDING" | "APPROVED" | "DECLINED" | "ERROR";
export type SandboxVerdict = Exclude<SandboxStatus, "PENDING">;

export const SANDBOX_APPROVED_CARD = "4242424242424242";
export const SANDBOX_DECLINED_CARD = "4111111111111111";
export const SANDBOX_APPROVED_NEQUI = "3991111111";
export const SANDBOX_DECLINED_NEQUI = "3992222222";

/** Wompi's sandbox list of PSE banks: exactly these two, named as Wompi names them. */
export const SANDBOX_PSE_BANKS = [
  { code: "1", name: "Banco que aprueba" },
  { code: "2", name: "Banco que rechaza" },
] as const;

/**
 * Product §5 card form plus the type of the identification document, which the hosted checkout asks for as
 * Wompi's does. Cédula and NIT take digits only, as on the contact form; the check waits until both
 * fields are themselves valid so each shows one problem at a time.
 */
export function sandboxCardSchema(now: Date) {
  return z.safeExtend(cardSchema(now), { identification_type: documentTypeSchema }).check(
    z.refine((card) => documentNumberAllowed(card.identification_type, card.identification), {
      error: "validation.documentDigitsOnly",
      path: ["identification"],
      when: ({ value }) => {
        const card = value as { identification_type?: unknown; identification?: unknown };
        return documentTypeSchema.safeParse(card.identification_type).success && documentNumberSchema.safeParse(card.identification).success;
      },
    }),
  );
}

export type SandboxCardForm = z.infer<ReturnType<typeof sandboxCardSchema>>;

/** A sandbox payment as the hosted page sends it: the method and that method's form. */
export function sandboxPaymentSchema(now: Date) {
  return z.discriminatedUnion(
    "method",
    [
      z.object({ method: z.literal("card"), data: sandboxCardSchema(now) }),
      z.object({ method: z.literal("pse"), data: pseSchema }),
      z.object({ method: z.literal("nequi"), data: nequiSchema }),
    ],
    { error: "validation.methodUnavailable" },
  );
}

export type SandboxPayment = z.infer<ReturnType<typeof sandboxPaymentSchema>>;

function verdict(value: string, approved: string, declined: string): SandboxVerdict {
  if (value === approved) return "APPROVED";
  return value === declined ? "DECLINED" : "ERROR";
}

export interface SandboxOutcome {
  /** PSE first waits at the "bank": the gateway reports PENDING before the verdict. */
  pendingFirst: boolean;
  verdict: SandboxVerdict;
}

/** What Wompi's sandbox answers for a validated payment; any value it does not list ends in ERROR. */
export function sandboxOutcome(payment: SandboxPayment): SandboxOutcome {
  switch (payment.method) {
    case "card":
      return { pendingFirst: false, verdict: verdict(payment.data.number, SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD) };
    case "nequi":
      return { pendingFirst: false, verdict: verdict(payment.data.phone, SANDBOX_APPROVED_NEQUI, SANDBOX_DECLINED_NEQUI) };
    case "pse":
      return { pendingFirst: true, verdict: verdict(payment.data.bank, SANDBOX_PSE_BANKS[0].code, SANDBOX_PSE_BANKS[1].code) };
  }
}
