"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useBrandStores, useHydrated } from "@/lib/client/stores/brand-stores";
import { qualificationTarget } from "@/lib/domain/diners/qualification-link";
import { orderPath } from "@/lib/domain/routing/paths";

/**
 * Product §2 `?qualification=<order>` landing anywhere in the app (the landing, a menu): once the device's saved
 * orders are read, the diner goes on to that order's page, which opens its rating 2 s after it loads. Renders nothing.
 */
export function QualificationArrival() {
  const stores = useBrandStores();
  const hydrated = useHydrated(stores.orderHistory);
  const router = useRouter();
  useEffect(() => {
    if (!hydrated) return;
    const order = qualificationTarget(window.location.pathname, window.location.search, stores.orderHistory.getState().orders);
    if (order) router.replace(`${orderPath(order.supplierSlug, order.id, order.token)}&qualification=${order.id}`);
  }, [hydrated, stores, router]);
  return null;
}
