"use client";

import { useId } from "react";
import { useTranslations } from "use-intl/react";
import { planZones, type CinemaPlanView } from "@/lib/domain/tabs/cinema-plan";

/**
 * The cinema room's plan (product §6 enable-plano-zona): the screen on top, rows in order with their
 * zone, the diner's seat marked. Tapping another free seat of the room moves the order there; a seat out of
 * service cannot be chosen and says so (product §8 "table or seat unavailable").
 */
export function SeatPlan({ plan, chosen, onChoose }: { plan: CinemaPlanView; chosen: string; onChoose: (seat: { code: string; token: string }) => void }) {
  const t = useTranslations("menu.seatPlan");
  const headingId = useId();
  const zones = planZones(plan);
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-3" data-seat-plan>
      <h2 id={headingId} className="text-lg font-semibold">
        {t("title", { room: plan.room.name, seat: chosen })}
      </h2>
      <p aria-hidden="true" className="rounded bg-current/10 py-1 text-center text-sm uppercase tracking-widest">
        {t("screen")}
      </p>
      <div className="flex flex-col gap-2 overflow-x-auto">
        {plan.rows.map((row) => (
          <fieldset key={row.row} className="flex items-center gap-1">
            <legend className="sr-only">{t("row", { row: row.row, zone: row.zone ?? "" })}</legend>
            <span aria-hidden="true" className="w-6 shrink-0 text-center font-semibold">
              {row.row}
            </span>
            {row.seats.map((seat) => {
              const free = seat.token;
              const mine = seat.code === chosen;
              return (
                <button
                  key={seat.code}
                  type="button"
                  className={`min-h-11 min-w-11 rounded border-2 text-xs font-semibold ${mine ? "btn-primary" : free ? "border-current" : "border-dashed opacity-60"}`}
                  aria-pressed={mine}
                  aria-disabled={!free}
                  aria-label={t(free ? "seat" : "seatUnavailable", { seat: seat.code, zone: row.zone ?? "" })}
                  onClick={() => free && !mine && onChoose({ code: seat.code, token: free })}
                >
                  {seat.code}
                </button>
              );
            })}
          </fieldset>
        ))}
      </div>
      {zones.length > 1 && <p className="muted text-sm">{t("zones", { zones: zones.join(" · ") })}</p>}
    </section>
  );
}
