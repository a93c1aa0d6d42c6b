"use client";

import type { UseFormReturn } from "react-hook-form";
import { TotalsList } from "@/components/cart/totals-list";
import type { FieldError } from "@/lib/client/use-field-error";
import type { ServiceKey } from "@/lib/domain/brand/services";
import type { CheckoutTotals } from "@/lib/domain/checkout/checkout-totals";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { CheckoutUpsell } from "./checkout-upsell";
import { TermsAcceptance } from "@/components/forms/terms-acceptance";

interface Props {
  supplierSlug: string;
  service: ServiceKey;
  form: UseFormReturn<PrecheckoutValues>;
  fieldError: FieldError<PrecheckoutValues>;
  totals: CheckoutTotals;
  delivers: boolean;
}

/** The precheckout's last step: a last suggestion, the totals, and the terms to accept. */
export function ReviewStep({ supplierSlug, service, form, fieldError, totals, delivers }: Props) {
  return (
    <>
      <CheckoutUpsell supplierSlug={supplierSlug} service={service} />
      <TotalsList totals={totals} delivers={delivers} />
      <TermsAcceptance supplierSlug={supplierSlug} input={form.register("terms_accepted")} error={fieldError("terms_accepted")} />
    </>
  );
}
