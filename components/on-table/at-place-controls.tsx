"use client";

import { browserOnly } from "@/components/ui/browser-only";
import { showsPlaceNotice, usePlace } from "@/lib/client/use-place";
import { onTableClassOf, orderNeedsPlace } from "@/lib/domain/tabs/on-table";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { CallWaiter } from "./call-waiter";
import { TabLink } from "./tab-link";

// The usual scan names a known place and needs no notice: the notices' code is fetched only for one to show.
const PlaceNotice = browserOnly(() => import("./place-notice").then((m) => m.PlaceNotice));

interface Props {
  supplierSlug: string;
  onTableClass: string;
  service: ServiceKey;
}

/**
 * A QR place's notices and controls on its menu. What they say is known only after hydration (the QR's
 * token is read in the browser; the page is cached for every table), so they float above the menu instead
 * of pushing it down when they appear (CLS); empty, the dock takes no room. It stands above the cookies banner
 * while that shows (cookies-accept-button.tsx measures it).
 */
export function AtPlaceControls({ supplierSlug, onTableClass, service }: Props) {
  const noticed = showsPlaceNotice(usePlace(supplierSlug), orderNeedsPlace(service, onTableClassOf(onTableClass)));
  return (
    <div className="fixed inset-x-4 bottom-[calc(5rem+var(--cookies-banner-height,0px))] z-20 mx-auto flex max-h-[50dvh] max-w-md flex-col gap-3 overflow-y-auto rounded-2xl shadow-lg empty:hidden" data-at-table>
      {noticed && <PlaceNotice supplierSlug={supplierSlug} onTableClass={onTableClass} service={service} />}
      {service === "on_table" && <TabLink supplierSlug={supplierSlug} onTableClass={onTableClass} />}
      {service === "on_table" && <CallWaiter supplierSlug={supplierSlug} onTableClass={onTableClass} />}
    </div>
  );
}
