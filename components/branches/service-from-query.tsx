"use client";

import { useEffect } from "react";
import { useBrandStores, useHydrated } from "@/lib/client/stores/brand-stores";
import { serviceInQuery } from "@/lib/domain/routing";

/** A QR code or campaign link may name the service (?service=room_service): it becomes the diner's choice. */
export function ServiceFromQuery() {
  const stores = useBrandStores();
  const hydrated = useHydrated(stores.order);
  useEffect(() => {
    if (!hydrated) return;
    const service = serviceInQuery(new URLSearchParams(window.location.search));
    if (service) stores.order.getState().chooseService(service);
  }, [hydrated, stores]);
  return null;
}
