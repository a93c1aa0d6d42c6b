"use client";

import { useEffect } from "react";
import { useBrandStores, useHydrated } from "@/lib/client/stores/brand-stores";
import { campaignFrom } from "@/lib/domain/navigation";

/**
 * Spec §2 landing on load: clears purchase ids, the ordered count and the cart, and keeps campaign and
 * utm parameters for later. Runs once the saved order has been read.
 */
export function LandingEffects() {
  const stores = useBrandStores();
  const orderRead = useHydrated(stores.order);
  const cartRead = useHydrated(stores.cart);
  const hydrated = orderRead && cartRead;
  useEffect(() => {
    if (!hydrated) return;
    const search = new URLSearchParams(window.location.search);
    stores.order.getState().resetForLanding();
    stores.cart.getState().clear();
    const campaign = campaignFrom(search);
    if (campaign) stores.campaign.getState().remember(campaign);
  }, [hydrated, stores]);
  return null;
}
