"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { usePlace } from "@/lib/client/use-place";
import { useTabState } from "@/lib/client/use-tab-state";
import { onTableClassOf, roundsJoinTab } from "@/lib/domain/tabs/on-table";
import { tabPath } from "@/lib/domain/routing/paths";

/** Checkout mode: from the table's menu, the way back to the table's open tab (its rounds, balance and pay). */
export function TabLink({ supplierSlug, onTableClass }: { supplierSlug: string; onTableClass: string }) {
  const t = useTranslations("cart.round");
  const lookup = usePlace(supplierSlug);
  const table = lookup.status === "ready" && lookup.place.kind === "table" && roundsJoinTab({ onTableClass: onTableClassOf(onTableClass), room: false }) ? lookup.place : null;
  const { data: tab } = useTabState(table?.token ?? null);
  if (!table || !tab || tab.status !== "open") return null;
  return (
    <IntentLink href={tabPath(supplierSlug, tab.id, table.kind, table.token)} className="btn-outline" data-tab-link>
      {t("seeTab", { code: table.code })}
    </IntentLink>
  );
}
