"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCart, useHydrated, useBrandStores } from "@/lib/client/stores/brand-stores";
import { itemCount } from "@/lib/domain/cart";
import type { Currency } from "@/lib/domain/currency";
import { formatMoney } from "@/lib/domain/money";
import { computeTotals } from "@/lib/domain/totals";
import { cartPath } from "@/lib/domain/paths";

/** The floating "view order" button, while this branch's cart has something in it. */
export function CartButton({ supplierSlug, currency, country }: { supplierSlug: string; currency: Currency; country: string }) {
  const t = useTranslations("cart");
  const hydrated = useHydrated(useBrandStores().cart);
  const cartSupplier = useCart((s) => s.supplierSlug);
  const lines = useCart((s) => s.lines);
  if (!hydrated || cartSupplier !== supplierSlug || lines.length === 0) return null;
  const { subtotal } = computeTotals({ lines, deliveryPrice: 0, country, minimumOrder: { enabled: false, zoneMinimum: 0 } });
  return (
    <Link href={cartPath(supplierSlug)} className="floating-cart" data-cart-count={itemCount(lines)}>
      {t("viewOrder", { count: itemCount(lines), total: formatMoney(subtotal, currency) })}
    </Link>
  );
}
