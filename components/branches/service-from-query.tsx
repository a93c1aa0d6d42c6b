"use client";

import { useEffect } from "react";
import { chooseService, useBrandStores, useHydrated } from "@/lib/client/stores/brand-stores";
import { serviceInLink } from "@/lib/domain/routing/routing";

/** A QR code, a campaign link or a service menu may name the service (?service=room_service, /menu-digital): it becomes the diner's choice. */
export function ServiceFromQuery() {
  const stores = useBrandStores();
  const hydrated = useHydrated(stores.order);
  useEffect(() => {
    if (!hydrated) return;
    const service = serviceInLink(window.location.pathname, new URLSearchParams(window.location.search));
    if (service) chooseService(stores, service);
  }, [hydrated, stores]);
  return null;
}
