"use client";

import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { TotalsList } from "@/components/cart/totals-list";
import type { FieldError } from "@/lib/client/use-field-error";
import type { ServiceKey } from "@/lib/domain/brand/services";
import type { CheckoutTotals } from "@/lib/domain/checkout/checkout-totals";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { CheckoutUpsell } from "./checkout-upsell";
import { useTranslations } from "use-intl/react";
import { OrderLines } from "@/components/order/order-lines";
import { useCart } from "@/lib/client/stores/brand-stores";
import { cartLineDetails } from "@/lib/domain/orders/line-details";
import { TermsAcceptance } from "@/components/forms/terms-acceptance";

interface Props {
  supplierSlug: string;
  service: ServiceKey;
  form: UseFormReturn<PrecheckoutValues>;
  fieldError: FieldError<PrecheckoutValues>;
  totals: CheckoutTotals;
  delivers: boolean;
  /** the place and the notes, where the checkout has no details step of its own (a table, a room) */
  details: ReactNode;
}

/**
 * The precheckout's last step: what is being ordered, line by line with its options and price (the order the
 * diner confirms), a last suggestion, the totals, and the terms to accept.
 */
export function ReviewStep({ supplierSlug, service, form, fieldError, totals, delivers, details }: Props) {
  const t = useTranslations("checkout");
  const cartSupplier = useCart((s) => s.supplierSlug);
  const cartLines = useCart((s) => s.lines);
  const lines = cartSupplier === supplierSlug ? cartLines : [];
  return (
    <>
      {details}
      <section className="flex flex-col gap-2" aria-labelledby="review-lines">
        <h3 id="review-lines" className="font-semibold">
          {t("reviewLines")}
        </h3>
        <OrderLines lines={cartLineDetails(lines)} />
      </section>
      <CheckoutUpsell supplierSlug={supplierSlug} service={service} />
      <TotalsList totals={totals} delivers={delivers} />
      <TermsAcceptance supplierSlug={supplierSlug} input={form.register("terms_accepted")} error={fieldError("terms_accepted")} />
    </>
  );
}
