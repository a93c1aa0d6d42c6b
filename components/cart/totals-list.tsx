import { useTranslations } from "use-intl/react";
import { useMoney } from "@/lib/client/use-money";
import type { CheckoutTotals } from "@/lib/domain/checkout/checkout-totals";
import { ZERO } from "@/lib/domain/money/minor";
import type { Totals } from "@/lib/domain/cart/totals";

interface Props {
  /** the cart's totals, or the checkout's with its discount and tip */
  totals: Totals & Partial<Pick<CheckoutTotals, "discount" | "tipOffered" | "tip">>;
  delivers: boolean;
}

/** The bill as the cart and the precheckout show it: one list, so both always read the same. */
export function TotalsList({ totals, delivers }: Props) {
  const t = useTranslations();
  const money = useMoney();
  return (
    <dl className="card grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 [&_dd]:whitespace-nowrap [&_dd]:text-right" data-totals>
      <dt>{t("cart.subtotal")}</dt>
      <dd data-subtotal>{money(totals.subtotal)}</dd>
      {!!totals.discount && (
        <>
          <dt>{t("checkout.discount")}</dt>
          <dd data-discount>−{money(totals.discount)}</dd>
        </>
      )}
      {delivers && (
        <>
          <dt>{t("cart.delivery")}</dt>
          <dd data-delivery>{money(totals.deliveryPrice)}</dd>
        </>
      )}
      {totals.tipOffered && (
        <>
          <dt>{t("checkout.tip.line")}</dt>
          <dd data-tip-total>{money(totals.tip ?? ZERO)}</dd>
        </>
      )}
      {totals.consumptionTax > 0 && (
        <>
          <dt className="muted text-sm">{t("cart.tax")}</dt>
          <dd className="muted text-sm" data-tax>
            {money(totals.consumptionTax)}
          </dd>
        </>
      )}
      <dt className="text-lg font-bold">{t("cart.total")}</dt>
      <dd className="text-lg font-bold" data-total>
        {money(totals.total)}
      </dd>
    </dl>
  );
}
