"use client";

import type { RefObject } from "react";
import { useTranslations } from "use-intl/react";
import { IntentLink } from "@/components/shell/intent-link";
import type { CheckoutFailure } from "@/lib/client/api/checkout";
import { useMoney } from "@/lib/client/use-money";
import { isCartErrorCode } from "@/lib/domain/checkout/checkout-refusals";
import type { CheckoutTotals } from "@/lib/domain/checkout/checkout-totals";
import { cartPath } from "@/lib/domain/routing/paths";

/** Why the precheckout cannot go on: below the branch's minimum order, or the gateway's minimum online payment. */
export function MinimumNotices({ totals }: { totals: CheckoutTotals }) {
  const t = useTranslations();
  const money = useMoney();
  return (
    <div aria-live="polite" className="flex flex-col gap-2">
      {!totals.meetsMinimum && (
        <p className="alert-text" data-blocked="minimum">
          {t("cart.minimum", { amount: money(totals.minimumOrderValue), missing: money(totals.missingForMinimum) })}
        </p>
      )}
      {totals.meetsMinimum && !totals.meetsMinimumOnlinePayment && (
        <p className="alert-text" data-blocked="online-minimum">
          {t("errors.minimum_online_payment", { minimum: money(totals.minimumOnlinePayment) })}
        </p>
      )}
    </div>
  );
}

interface RefusalProps {
  supplierSlug: string;
  failure: CheckoutFailure | null;
  message: string;
  alertRef: RefObject<HTMLDivElement | null>;
}

/** The server's refusal of the order, at the foot of the form; one the cart fixes links back to it. */
export function CheckoutRefusal({ supplierSlug, failure, message, alertRef }: RefusalProps) {
  const t = useTranslations();
  return (
    <div ref={alertRef} tabIndex={-1} role="alert" className="alert-text flex flex-col gap-2" data-checkout-error={failure?.code}>
      <p>{message}</p>
      {failure && isCartErrorCode(failure.code) && (
        <IntentLink href={cartPath(supplierSlug)} className="underline">
          {t("checkout.reviewCart")}
        </IntentLink>
      )}
    </div>
  );
}
