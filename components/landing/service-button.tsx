"use client";

import type { ReactNode } from "react";
import { IntentLink } from "@/components/shell/intent-link";
import { chooseService, useBrandStores, useOrder } from "@/lib/client/stores/brand-stores";
import { serviceEntryPath } from "@/lib/domain/routing/navigation";
import type { ServiceKey } from "@/lib/domain/brand/services";

/** A service button of the link-tree: remembers the choice (product §4) and opens the service's first screen. */
export function ServiceButton({ service, className, children }: { service: ServiceKey; className?: string; children: ReactNode }) {
  const stores = useBrandStores();
  const chosen = useOrder((s) => s.service === service);
  return (
    <IntentLink
      href={serviceEntryPath(service)}
      className={className}
      data-service={service}
      aria-current={chosen ? "true" : undefined}
      onClick={() => chooseService(stores, service)}
    >
      {children}
    </IntentLink>
  );
}
