"use client";

import { useTranslations } from "use-intl/react";
import type { UseFormReturn } from "react-hook-form";
import type { FieldError } from "@/lib/client/use-field-error";
import type { DetailsKind } from "@/lib/domain/checkout/checkout-steps";
import type { PaymentMethod } from "@/lib/domain/payments/payment-methods";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import { MAX_RECEIPT_BYTES, RECEIPT_ACCEPT } from "@/lib/domain/payments/receipt-file";
import { PaymentIcon } from "./payment-icon";

interface Props {
  form: UseFormReturn<PrecheckoutValues>;
  fieldError: FieldError<PrecheckoutValues>;
  accepted: readonly PaymentMethod[];
  method: PaymentMethod | null;
  /** where the order goes: paying in person happens at the table, in the room, at the counter or at the door */
  kind: DetailsKind;
  receiptError: string | null;
  /** the receipt already chosen: the file input forgets it when the step closes, the form does not */
  receiptName: string | null;
  onReceipt: (file: File | null, error: string | null) => void;
}

/** The branch's payment methods as tiles (product §5: one must be chosen), and a transfer's receipt. */
export function PaymentChoice({ form, fieldError, accepted, method, kind, receiptError, receiptName, onReceipt }: Props) {
  const t = useTranslations("checkout");
  const error = fieldError("payment_method");
  return (
    <fieldset className="card flex flex-col gap-2" aria-describedby={error ? "payment-method-error" : undefined}>
      <legend className="font-semibold">{t("payment.title")}</legend>
      <div className="grid gap-2 desk:grid-cols-2">
        {accepted.map((value) => (
          <label key={value} className="pay-tile">
            <input type="radio" value={value} {...form.register("payment_method")} />
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{t(`payment.methods.${value}`)}</span>
              <span className="muted block text-sm">{t(`payment.hints.${value}`, { kind })}</span>
            </span>
            <PaymentIcon method={value} />
          </label>
        ))}
      </div>
      {error && (
        <p id="payment-method-error" className="field-error">
          {error}
        </p>
      )}
      {method === "payment_receipt" && (
        <div className="field">
          <label htmlFor="receipt-file">{t("receipt.label")}</label>
          <span className="muted font-normal" id="receipt-hint">
            {t("receipt.hint")}
          </span>
          <input
            id="receipt-file"
            type="file"
            className="w-full min-w-0 py-2"
            accept={RECEIPT_ACCEPT}
            aria-describedby={receiptError ? "receipt-hint receipt-error" : "receipt-hint"}
            aria-invalid={receiptError ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const tooLarge = !!file && file.size > MAX_RECEIPT_BYTES;
              onReceipt(tooLarge ? null : file, tooLarge ? t("receipt.tooLarge") : null);
            }}
          />
          {receiptName && !receiptError && <span className="text-sm">{t("receipt.chosen", { name: receiptName })}</span>}
          {receiptError && (
            <span id="receipt-error" className="field-error">
              {receiptError}
            </span>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** A done payment step: the method, the tip and the coupon the diner chose. */
export function PaymentSummary({ method, tip, coupon }: { method: PaymentMethod | null; tip: string | null; coupon: string | null }) {
  const t = useTranslations("checkout");
  return (
    <p data-summary="payment">
      {method && t(`payment.methods.${method}`)}
      {tip && <> · {tip}</>}
      {coupon && <> · {coupon}</>}
    </p>
  );
}
