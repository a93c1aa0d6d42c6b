"use client";

import { browserOnly } from "@/components/ui/browser-only";
import { useCart, useHydrated, useBrandStores } from "@/lib/client/stores/brand-stores";

// The totals and the link are fetched only once this branch's cart has something in it: a first visit to a
// menu never loads them.
const FloatingCart = browserOnly(() => import("./floating-cart").then((m) => m.FloatingCart));

/** The floating "view order" button, while this branch's cart has something in it. */
export function CartButton({ supplierSlug, country }: { supplierSlug: string; country: string }) {
  const hydrated = useHydrated(useBrandStores().cart);
  const cartSupplier = useCart((s) => s.supplierSlug);
  const filled = useCart((s) => s.lines.length > 0);
  if (!hydrated || cartSupplier !== supplierSlug || !filled) return null;
  return <FloatingCart supplierSlug={supplierSlug} country={country} />;
}
