"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCart, useHydrated, useBrandStores } from "@/lib/client/stores/brand-stores";
import { useMoney } from "@/lib/client/use-money";
import { itemCount } from "@/lib/domain/cart";
import { ZERO } from "@/lib/domain/minor";
import { computeTotals } from "@/lib/domain/totals";
import { cartPath } from "@/lib/domain/paths";

/** The floating "view order" button, while this branch's cart has something in it. */
export function CartButton({ supplierSlug, country }: { supplierSlug: string; country: string }) {
  const t = useTranslations("cart");
  const money = useMoney();
  const hydrated = useHydrated(useBrandStores().cart);
  const cartSupplier = useCart((s) => s.supplierSlug);
  const lines = useCart((s) => s.lines);
  if (!hydrated || cartSupplier !== supplierSlug || lines.length === 0) return null;
  const { subtotal } = computeTotals({ lines, deliveryPrice: ZERO, country, minimumOrder: { enabled: false, zoneMinimum: ZERO } });
  return (
    <Link href={cartPath(supplierSlug)} className="floating-cart" data-cart-count={itemCount(lines)}>
      {t("viewOrder", { count: itemCount(lines), total: money(subtotal) })}
    </Link>
  );
}
