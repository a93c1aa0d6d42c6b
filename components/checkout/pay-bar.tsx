"use client";

import { useTranslations } from "use-intl/react";
import { useMoney } from "@/lib/client/use-money";
import { isLastStep, type CheckoutStep } from "@/lib/domain/checkout/checkout-steps";
import type { Minor } from "@/lib/domain/money/minor";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";

interface Props {
  total: Minor;
  step: CheckoutStep;
  method: PaymentMethod | null;
  submitting: boolean;
  blocked: boolean;
}

/** Pinned to the bottom of the screen while the diner fills the form: the total and the one way on. */
export function PayBar({ total, step, method, submitting, blocked }: Props) {
  const t = useTranslations();
  const money = useMoney();
  return (
    <div className="pay-bar">
      <p className="flex flex-col text-sm leading-tight">
        <span className="muted">{t("cart.total")}</span>
        <span className="whitespace-nowrap text-lg font-bold" data-pay-bar-total>
          {money(total)}
        </span>
      </p>
      {/* The field being left keeps focus until the click lands: its check on leaving would otherwise remove an
          error line and move this button from under the pointer between press and release. */}
      <button type="submit" className="btn-primary flex-1" disabled={submitting || blocked} onMouseDown={(event) => event.preventDefault()}>
        {!isLastStep(step)
          ? t("checkout.steps.continue")
          : submitting
            ? t("checkout.sending")
            : method && isOnlineMethod(method)
              ? t("checkout.pay", { amount: money(total) })
              : t("checkout.placeOrder")}
      </button>
    </div>
  );
}
