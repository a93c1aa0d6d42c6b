"use client";

import { useTranslations } from "use-intl/react";
import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { apiFailure } from "@/lib/client/api/api-failure";
import type { DocumentType } from "@/lib/domain/checkout/document-types";
import type { OnlineMethod } from "@/lib/domain/payments/payment-methods";

/** What the merchant already told the gateway about the diner, to fill the forms in advance. */
export interface Prefill {
  fullName?: string;
  phone?: string;
  legalId?: string;
  legalIdType?: DocumentType;
}

export interface PayFormProps {
  /** the Web Checkout query exactly as received: the API checks its signature again */
  checkout: Record<string, string>;
  /** the amount to pay, formatted */
  amount: string;
  prefill: Prefill;
}

export type PaymentPhase = "idle" | "paying" | "redirecting" | "failed" | "rejected";

const accepted = z.object({ redirect: z.url() });
const DATA_PREFIX = "data.";

/**
 * Sends a form the browser has validated to the sandbox's API, then goes where it answers (back to the
 * merchant). A field the server still refuses is marked on the form and the first one focused, as the
 * browser's own check does; any other failure says so and leaves what the diner typed in place.
 */
export function useSandboxPayment<T extends FieldValues>(checkout: Record<string, string>, method: OnlineMethod, setError: UseFormSetError<T>) {
  const [phase, setPhase] = useState<PaymentPhase>("idle");

  async function pay(data: unknown) {
    setPhase("paying");
    try {
      const response = await fetch("/api/transactions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ checkout, method, data }),
      });
      const body: unknown = await response.json();
      const answer = accepted.safeParse(body);
      if (response.ok && answer.success) {
        setPhase("redirecting");
        window.location.assign(answer.data.redirect);
        return;
      }
      const fields = Object.entries(apiFailure(response.status, body).fields ?? {}).filter(([path]) => path.startsWith(DATA_PREFIX));
      fields.forEach(([path, message], index) => setError(path.slice(DATA_PREFIX.length) as Path<T>, { message }, { shouldFocus: index === 0 }));
      setPhase(fields.length > 0 ? "rejected" : "failed");
    } catch {
      setPhase("failed");
    }
  }

  return { phase, pay };
}

/** A schema's message (a translation key such as "validation.required") as the diner reads it. */
export function useErrorText() {
  const t = useTranslations();
  return (message: string | undefined) => (message ? t(message) : undefined);
}
