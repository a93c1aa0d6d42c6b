"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { useCart } from "@/lib/client/stores/brand-stores";
import { useMoney } from "@/lib/client/use-money";
import { itemCount } from "@/lib/domain/cart/cart";
import { ZERO } from "@/lib/domain/money/minor";
import { computeTotals } from "@/lib/domain/cart/totals";
import { cartPath } from "@/lib/domain/routing/paths";

/** The floating "view order" link with the cart's count and subtotal. */
export function FloatingCart({ supplierSlug, country }: { supplierSlug: string; country: string }) {
  const t = useTranslations("cart");
  const money = useMoney();
  const lines = useCart((s) => s.lines);
  const { subtotal } = computeTotals({ lines, deliveryPrice: ZERO, country, minimumOrder: { enabled: false, zoneMinimum: ZERO } });
  return (
    <IntentLink href={cartPath(supplierSlug)} className="floating-cart" data-cart-count={itemCount(lines)}>
      {t("viewOrder", { count: itemCount(lines), total: money(subtotal) })}
    </IntentLink>
  );
}
