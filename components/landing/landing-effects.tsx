"use client";

import { useEffect } from "react";
import { useBrandStores, useHydrated } from "@/lib/client/stores/brand-stores";
import { campaignFrom } from "@/lib/domain/navigation";
import { isServiceKey } from "@/lib/domain/services";

/**
 * Spec §2 landing on load: clears purchase ids, the ordered count and the cart; keeps campaign and utm
 * parameters for later; ?service= pre-selects a service. Runs once the saved order has been read.
 */
export function LandingEffects() {
  const stores = useBrandStores();
  const hydrated = useHydrated(stores.order);
  useEffect(() => {
    if (!hydrated) return;
    const search = new URLSearchParams(window.location.search);
    const order = stores.order.getState();
    order.resetForLanding();
    const service = search.get("service");
    if (isServiceKey(service)) order.chooseService(service);
    const campaign = campaignFrom(search);
    if (campaign) stores.campaign.getState().remember(campaign);
  }, [hydrated, stores]);
  return null;
}
