"use client";

import { useEffect } from "react";
import { useBrandStores, useHydrated } from "@/lib/client/stores/brand-stores";

/**
 * Spec §2 landing on load: clears purchase ids, the ordered count and the cart (its campaign and utm parameters
 * are the visit's, on any page: lib/client/visit.ts). Runs once the saved order has been read.
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
  return null;
}
