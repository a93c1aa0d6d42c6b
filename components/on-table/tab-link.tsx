"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { usePlace } from "@/lib/client/use-place";
import { useTabState } from "@/lib/client/use-tab-state";
import { onTableClassOf, placeContext, tabEntry } from "@/lib/domain/tabs/on-table";
import { payOnlyPath, tabPath } from "@/lib/domain/routing/paths";

/**
 * From a place's menu, the way to its open tab: checkout mode's table to the tab its rounds join; any other place
 * — a basic-mode table whose bill staff entered, above all — to pay it from the phone (product §2 solo-pago).
 */
export function TabLink({ supplierSlug, onTableClass }: { supplierSlug: string; onTableClass: string }) {
  const t = useTranslations("cart.round");
  const lookup = usePlace(supplierSlug);
  const place = lookup.status === "ready" && lookup.place.kind !== "seat" ? lookup.place : null;
  const { data: tab } = useTabState(place?.token ?? null);
  if (!place || !tab || tab.status !== "open") return null;
  const entry = tabEntry(placeContext(place.kind, onTableClassOf(onTableClass)));
  return (
    <IntentLink
      href={entry === "tab" ? tabPath(supplierSlug, tab.id, place.kind, place.token) : payOnlyPath(supplierSlug, place)}
      className={entry === "tab" ? "btn-outline" : "btn-primary"}
      data-tab-link={entry}
    >
      {entry === "tab" ? t("seeTab", { code: place.code }) : t(place.kind === "room" ? "payRoomBill" : "payBill", { code: place.code })}
    </IntentLink>
  );
}
