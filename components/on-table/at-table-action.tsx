"use client";

import type { ReactNode } from "react";
import { useTranslations } from "use-intl/react";
import { usePlace } from "@/lib/client/use-place";
import { onTableClassOf, orderNeedsPlace, ordersFromPhone, roundsJoinTab } from "@/lib/domain/tabs/on-table";
import type { ServiceKey } from "@/lib/domain/brand/services";
import { PlaceNotice } from "./place-notice";
import { SendRound } from "./send-round";

interface Props {
  supplierSlug: string;
  onTableClass: string;
  service: ServiceKey;
  /** the cart's own action (on to the precheckout), where the mode pays before it prepares */
  children: ReactNode;
}

/**
 * The cart's primary action at a table, room or cinema seat (product §4): basic mode orders through the waiter; a
 * mode that orders to a place, and a seat, need its QR first; checkout mode sends the round to the table's tab;
 * the modes that pay first keep the precheckout. Other services keep the cart's own action.
 */
export function AtTableAction({ supplierSlug, onTableClass, service, children }: Props) {
  const t = useTranslations("cart.round");
  const lookup = usePlace(supplierSlug);
  const noPlace = orderNeedsPlace(service, onTableClassOf(onTableClass)) && lookup.status !== "ready";
  const notice = <PlaceNotice supplierSlug={supplierSlug} onTableClass={onTableClass} service={service} />;
  // a cinema seat is paid first, at the precheckout, once the diner has scanned it
  if (service === "cinema") return noPlace ? notice : children;
  if (service !== "on_table" && service !== "room_service") return children;

  const context = { onTableClass: onTableClassOf(onTableClass), room: service === "room_service" };
  if (!ordersFromPhone(context)) return <p className="card">{t("withWaiter")}</p>;
  if (noPlace) return notice;
  if (roundsJoinTab(context) && lookup.status === "ready" && lookup.place.kind === "table") return <SendRound supplierSlug={supplierSlug} place={lookup.place} />;
  return children;
}
