"use client";

import { useWatch, type UseFormReturn } from "react-hook-form";
import type { AppliedCoupon } from "@/lib/client/stores/checkout-draft-store";
import { useBrandStores, useCheckoutDraft, useOrder } from "@/lib/client/stores/brand-stores";
import type { FieldError } from "@/lib/client/use-field-error";
import { useMoney } from "@/lib/client/use-money";
import type { DetailsKind } from "@/lib/domain/checkout/checkout-steps";
import type { CheckoutTotals } from "@/lib/domain/checkout/checkout-totals";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";
import type { PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { CouponBox } from "./coupon-box";
import { PaymentChoice } from "./payment-choice";
import { TipPicker } from "@/components/forms/tip-picker";

interface Props {
  form: UseFormReturn<PrecheckoutValues>;
  fieldError: FieldError<PrecheckoutValues>;
  accepted: readonly PaymentMethod[];
  method: PaymentMethod | null;
  kind: DetailsKind;
  totals: CheckoutTotals;
  receiptError: string | null;
  receiptName: string | null;
  onReceipt: (file: File | null, error: string | null) => void;
  /** the coupon's refusal by the last submit, shown under its box */
  couponFailure: string | null;
  onCouponApplied: (applied: AppliedCoupon | null) => void;
}

/** The precheckout's payment step: the method (and a transfer's receipt), the tip when offered, the coupon. */
export function PaymentStep({ form, fieldError, accepted, method, kind, totals, receiptError, receiptName, onReceipt, couponFailure, onCouponApplied }: Props) {
  const stores = useBrandStores();
  const tip = useOrder((s) => s.tip);
  const coupon = useCheckoutDraft((s) => s.coupon);
  const money = useMoney();
  const email = useWatch({ control: form.control, name: "contact.email" });
  return (
    <>
      <PaymentChoice form={form} fieldError={fieldError} accepted={accepted} method={method} kind={kind} receiptError={receiptError} receiptName={receiptName} onReceipt={onReceipt} />
      {totals.tipOffered && <TipPicker tip={tip} amount={money(totals.tip)} onChange={(next) => stores.order.getState().setTip(next)} />}
      <CouponBox
        applied={coupon}
        subtotal={totals.subtotal}
        email={email}
        serverError={couponFailure}
        onApply={(applied) => {
          stores.checkoutDraft.getState().setCoupon(applied);
          onCouponApplied(applied);
        }}
      />
    </>
  );
}
