"use client";

import { useLocale, useTranslations } from "use-intl/react";
import { useState } from "react";
import { UpsellOffers } from "@/components/product/upsell-offers";
import { failureToShow } from "@/lib/client/api/api-failure";
import { fetchUpselling } from "@/lib/client/api/upselling";
import { useBrandStores, useLegal } from "@/lib/client/stores/brand-stores";
import { LIVE_ONCE, useLive } from "@/lib/client/use-live";
import { useCurrency } from "@/lib/client/use-money";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { oneTapOffers } from "@/lib/domain/menu/upselling";

// Asked once; a call that got no answer is asked again (LIVE_RETRY_MS), a refusal is not.
const LIVE_UPSELL = { ...LIVE_ONCE, retryOn: (error: unknown) => failureToShow(error).code === "network" };

/**
 * Checkout-trigger upselling (product §7 upselling_products.json v2) at the precheckout: what the brand suggests
 * before paying that the cart did not hold when the diner arrived. Adding one keeps it listed, marked added.
 * An offer is a suggestion: when the call fails, the section is simply not shown.
 */
export function CheckoutUpsell({ supplierSlug, service }: { supplierSlug: string; service: ServiceKey }) {
  const t = useTranslations("checkout");
  const lang = useLocale();
  const stores = useBrandStores();
  const adult = useLegal((s) => s.mayor_edad);
  const currency = useCurrency();
  const [inCart] = useState(() => stores.cart.getState().lines.map((line) => line.productSupplierId));
  const { data } = useLive(`upselling:${supplierSlug}:${service}:${lang}:checkout`, () => fetchUpselling({ supplier: supplierSlug, service, lang, currency, trigger: "checkout" }), LIVE_UPSELL);
  const offers = oneTapOffers(data ?? [], inCart, adult);
  if (offers.length === 0) return null;
  return (
    <div className="card">
      <UpsellOffers title={t("upsellTitle")} offers={offers} supplierSlug={supplierSlug} level="h2" />
    </div>
  );
}
