"use client";

import { useLocale, useTranslations } from "use-intl/react";
import { useState } from "react";
import { failureToShow } from "@/lib/client/api/api-failure";
import { closeTab, fetchFloor, qrSheetUrl } from "@/lib/client/api/staff";
import { useClock } from "@/lib/client/use-clock";
import { useLive } from "@/lib/client/use-live";
import type { Currency } from "@/lib/domain/money/currency";
import { FLOOR_STATES, floorState, type FloorPlace, type FloorState } from "@/lib/domain/tabs/floor";
import { errorText } from "@/lib/i18n/api-error-text";
import { FloorCard } from "./floor-card";
import { StaffBillForm } from "./staff-bill-form";
import { STAFF_CLOCK_MS, STAFF_LIVE, useSignInWhenSignedOut } from "./staff-live";
import { useStaffAction } from "./use-staff-action";

/** The places in the brand file's order, grouped by zone (a seat by its room), zone by zone as they first appear. */
function byZone(places: FloorPlace[]): [string, FloorPlace[]][] {
  const zones = new Map<string, FloorPlace[]>();
  for (const place of places) {
    const zone = place.zone ?? place.where ?? "";
    zones.set(zone, [...(zones.get(zone) ?? []), place]);
  }
  return [...zones];
}

/**
 * The floor view of one branch (/staff/tables): every table, room and seat as a card, live, with its state (free,
 * seated, ordering, paying) — the host sits walk-ins and frees tables here, and filters the floor by state; a tab nothing is owed on is closed with one tap (a tab that still owes is refused, said on its
 * card), staff enter a table's or room's bill for its phones to pay (solo-pago), and the branch's QR sheet opens ready
 * to print.
 */
export function FloorView({ branch, currency }: { branch: string; currency: Currency }) {
  const t = useTranslations("staff.tables");
  const board = useTranslations("staff.board");
  const errors = useTranslations("errors");
  const locale = useLocale();
  const now = useClock(STAFF_CLOCK_MS);
  const live = useLive(`floor:${branch}`, () => fetchFloor(branch, currency), STAFF_LIVE);
  const { pending: closing, failureOf, run } = useStaffAction<number>();
  const [closed, setClosed] = useState("");
  const [showing, setShowing] = useState<FloorState | "all">("all");
  const places = live.data;

  const ended = useSignInWhenSignedOut(live.error);

  function close(place: FloorPlace, reason?: string) {
    const tab = place.tab;
    if (!tab || closing !== null) return;
    setClosed("");
    void run(
      tab.id,
      async () => {
        await closeTab(tab.id, reason);
        setClosed(t("closed", { place: board(`place.${place.kind}`, { code: place.code }) }));
      },
      { then: live.refresh },
    );
  }

  if (!places || !now) {
    return (
      <p role="status" className="muted">
        {live.error ? errorText(errors, failureToShow(live.error).code) : t("loading")}
      </p>
    );
  }
  const states = places.map((place) => floorState(place));
  const count = (state: FloorState) => states.filter((each) => each === state).length;
  const calling = places.filter((place) => place.call).length;
  const shown = showing === "all" ? places : places.filter((_, index) => states[index] === showing);
  return (
    <div className="flex flex-col gap-4" data-floor>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" data-floor-summary>
          {t("summary", { places: places.length, open: places.length - count("free"), calling })}
        </p>
        <a className="btn-outline" href={qrSheetUrl(branch, locale)} target="_blank" rel="noopener">
          {t("qrSheet")}
        </a>
      </div>
      <StaffBillForm branch={branch} places={places} currency={currency} onEntered={live.refresh} />
      <p role="status" aria-live="polite" className="sr-only">
        {closed}
      </p>
      {live.error !== undefined && !ended && (
        <p role="status" className="muted">
          {t("stale")}
        </p>
      )}
      {places.length === 0 && <p className="muted">{t("none")}</p>}
      {places.length > 0 && (
        <div role="group" aria-label={t("filter")} className="flex flex-wrap gap-2" data-floor-filter>
          <button type="button" className="chip" aria-pressed={showing === "all"} onClick={() => setShowing("all")}>
            {t("all", { count: places.length })}
          </button>
          {FLOOR_STATES.map((state) => (
            <button key={state} type="button" className="chip" aria-pressed={showing === state} onClick={() => setShowing(state)} data-floor-filter-state={state}>
              {t("filterState", { state: t(`state.${state}`), count: count(state) })}
            </button>
          ))}
        </div>
      )}
      {byZone(shown).map(([zone, here]) => (
        <section key={zone} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">
            {zone || t("noZone")} <span className="muted">({here.length})</span>
          </h2>
          <ul className="floor-grid">
            {here.map((place) => (
              <FloorCard
                key={`${place.kind}-${place.code}-${place.where ?? ""}`}
                place={place}
                branch={branch}
                now={now}
                currency={currency}
                closing={closing !== null && closing === place.tab?.id}
                failure={place.tab ? failureOf(place.tab.id) : null}
                onClose={(reason) => close(place, reason)}
                onChange={live.refresh}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
