"use client";

import { useEffect } from "react";
import { useBrandStores, useHydrated } from "@/lib/client/stores/brand-stores";
import { LANDING_LOADING_MS } from "@/lib/domain/shell/constants";

/**
 * Product §2 landing on load: clears purchase ids, the ordered count and the cart (its campaign and utm parameters
 * are the visit's, on any page: lib/client/visit.ts), once the saved order has been read; and keeps the loading
 * splash for the page's first 1.5 s — counted from the page's start, not from hydration.
 */
export function LandingEffects() {
  const stores = useBrandStores();
  const orderRead = useHydrated(stores.order);
  const cartRead = useHydrated(stores.cart);
  const hydrated = orderRead && cartRead;
  useEffect(() => {
    if (!hydrated) return;
    stores.order.getState().resetForLanding();
    stores.cart.getState().clear();
  }, [hydrated, stores]);
  useEffect(() => {
    const letGo = stores.loading.getState().hold();
    const timer = setTimeout(letGo, Math.max(0, LANDING_LOADING_MS - performance.now()));
    return () => {
      clearTimeout(timer);
      letGo();
    };
  }, [stores]);
  return null;
}
