"use client";

import { useId } from "react";
import { useTranslations } from "use-intl/react";
import { showsPlaceNotice, usePlace } from "@/lib/client/use-place";
import { onTableClassOf, orderNeedsPlace } from "@/lib/domain/tabs/on-table";
import type { ServiceKey } from "@/lib/domain/brand/services";

type Notice = "invalidCode" | "scanQr";

/** Product §8 "invalid chair code" or "missing table or room id: scan the QR code", as an alert with its heading. */
export function PlaceAlert({ notice }: { notice: Notice }) {
  const t = useTranslations("menu.place");
  const headingId = useId();
  return (
    <section role="alert" aria-labelledby={headingId} className="card flex flex-col gap-1" data-place-notice={notice}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`${notice}.title`)}
      </h2>
      <p>{t(`${notice}.body`)}</p>
    </section>
  );
}

/** The API could not say which place the QR code names: the diner may try again. */
export function PlaceLookupFailed({ retry }: { retry: () => void }) {
  const t = useTranslations("menu.place");
  return (
    <div role="alert" className="card flex flex-col items-start gap-2" data-place-notice="failed">
      <p>{t("lookupFailed")}</p>
      <button type="button" className="btn-outline" onClick={retry}>
        {t("retry")}
      </button>
    </div>
  );
}

/**
 * Product §8 at the table: "invalid chair code" when the QR's token names nothing here, and "missing table or
 * room id: scan the QR code" when the branch's mode orders to a place and this phone has none. Nothing when
 * the place is known (the call-waiter control and the cart name it).
 */
export function PlaceNotice({ supplierSlug, onTableClass, service }: { supplierSlug: string; onTableClass: string; service: ServiceKey }) {
  const lookup = usePlace(supplierSlug);
  if (!showsPlaceNotice(lookup, orderNeedsPlace(service, onTableClassOf(onTableClass)))) return null;
  if (lookup.status === "failed") return <PlaceLookupFailed retry={lookup.retry} />;
  return <PlaceAlert notice={lookup.status === "invalid" ? "invalidCode" : "scanQr"} />;
}
