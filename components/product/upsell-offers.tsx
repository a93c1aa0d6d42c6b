"use client";

import { useId, useState } from "react";
import { useTranslations } from "use-intl/react";
import { addToCart } from "@/lib/client/stores/add-to-cart";
import { useBrandStores } from "@/lib/client/stores/brand-stores";
import { useMoney } from "@/lib/client/use-money";
import { currentUnitPrice } from "@/lib/domain/cart/cart-reconcile";
import type { MenuProduct } from "@/lib/domain/menu/menu";
import { cartLineFor } from "@/lib/domain/menu/menu-product";

interface Props {
  title: string;
  /** products one tap can add (lib/domain/menu/upselling.ts oneTapOffers) */
  offers: MenuProduct[];
  supplierSlug: string;
  level: "h2" | "h3";
}

/** Upselling: suggested products, each added to the cart with one tap — in the product modal and at the precheckout. */
export function UpsellOffers({ title, offers, supplierSlug, level: Heading }: Props) {
  const t = useTranslations("product");
  const titleId = useId();
  const money = useMoney();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-upsell>
      <Heading id={titleId} className="font-semibold">
        {title}
      </Heading>
      <ul className="flex flex-col gap-2">
        {offers.map((offer) => (
          <li key={offer.id} className="card flex items-center justify-between gap-2 p-3">
            <span>
              {offer.label} · {money(currentUnitPrice(offer))}
            </span>
            <UpsellAdd product={offer} supplierSlug={supplierSlug} label={t("upsellAdd", { name: offer.label })} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UpsellAdd({ product, supplierSlug, label }: { product: MenuProduct; supplierSlug: string; label: string }) {
  const stores = useBrandStores();
  const [added, setAdded] = useState(false);
  return (
    <button
      type="button"
      className="btn-outline"
      aria-label={label}
      disabled={added}
      onClick={() => {
        if (addToCart(stores, supplierSlug, cartLineFor(product, {}, 1))) setAdded(true);
      }}
    >
      {added ? "✓" : "+"}
    </button>
  );
}
