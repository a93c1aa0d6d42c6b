"use client";

import { useTranslations } from "use-intl/react";
import { fetchPlan } from "@/lib/client/api/cinema-plan";
import { useOnTable } from "@/lib/client/stores/brand-stores";
import { LIVE_ONCE, useLive } from "@/lib/client/use-live";
import { usePlace } from "@/lib/client/use-place";
import { PLACE_TOKEN_PARAMS } from "@/lib/domain/routing/paths";
import { SeatPlan } from "./seat-plan";

/**
 * Cinema seats (product §6 enable-plano-zona): the plan of the scanned seat's room, where the diner keeps that
 * seat or picks another free one of the room; the order then goes to the seat picked.
 */
export function SeatPicker({ supplierSlug }: { supplierSlug: string }) {
  const t = useTranslations("menu.seatPlan");
  const lookup = usePlace(supplierSlug);
  const setPlace = useOnTable((s) => s.setPlace);
  const seat = lookup.status === "ready" && lookup.place.kind === "seat" ? lookup.place : null;
  // Every seat of the room answers the same plan: it is read once, from the seat first known.
  const { data: plan } = useLive(seat ? `plan:${supplierSlug}` : null, () => fetchPlan(seat!.token), LIVE_ONCE);
  if (!seat || !plan) return null;

  return (
    <div className="flex flex-col gap-2" data-seat-picker>
      <SeatPlan
        plan={plan}
        chosen={seat.code}
        onChoose={({ code, token }) => {
          // The seat picked replaces the scanned one in the URL too: usePlace() follows the URL's token.
          const url = new URL(window.location.href);
          url.searchParams.set(PLACE_TOKEN_PARAMS.seat, token);
          window.history.replaceState(window.history.state, "", url);
          setPlace({ ...seat, token, code, zone: plan.rows.find((row) => row.seats.some((s) => s.code === code))?.zone ?? null });
        }}
      />
      <p role="status" className="text-sm" data-seat={seat.code}>
        {t("moved", { seat: seat.code })}
      </p>
    </div>
  );
}
