"use client";

import { useLocale, useTranslations } from "use-intl/react";
import { useState } from "react";
import { failureToShow } from "@/lib/client/api/api-failure";
import { closeTab, fetchFloor, qrSheetUrl } from "@/lib/client/api/staff";
import { useClock } from "@/lib/client/use-clock";
import { useLive } from "@/lib/client/use-live";
import type { Currency } from "@/lib/domain/currency";
import { floorState, type FloorPlace } from "@/lib/domain/floor";
import { errorText } from "@/lib/i18n/api-error-text";
import { FloorCard } from "./floor-card";
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
 * The floor view of one branch (issue 16, /staff/tables): every table, room and seat as a card, free or with its
 * open tab, live; a tab nothing is owed on is closed with one tap (a tab that still owes is refused, said on its
 * card), and the branch's QR sheet opens ready to print.
 */
export function FloorView({ branch, currency }: { branch: string; currency: Currency }) {
  const t = useTranslations("staff.tables");
  const board = useTranslations("staff.board");
  const errors = useTranslations("errors");
  const locale = useLocale();
  const now = useClock(STAFF_CLOCK_MS);
  const live = useLive(`floor:${branch}`, () => fetchFloor(branch), STAFF_LIVE);
  const { pending: closing, failureOf, run } = useStaffAction<number>();
  const [closed, setClosed] = useState("");
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
  const open = places.filter((place) => floorState(place) === "open").length;
  const calling = places.filter((place) => place.call).length;
  return (
    <div className="flex flex-col gap-4" data-floor>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold" data-floor-summary>
          {t("summary", { places: places.length, open, calling })}
        </p>
        <a className="btn-outline" href={qrSheetUrl(branch, locale)} target="_blank" rel="noopener">
          {t("qrSheet")}
        </a>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {closed}
      </p>
      {live.error !== undefined && !ended && (
        <p role="status" className="muted">
          {t("stale")}
        </p>
      )}
      {places.length === 0 && <p className="muted">{t("none")}</p>}
      {byZone(places).map(([zone, here]) => (
        <section key={zone} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">
            {zone || t("noZone")} <span className="muted">({here.length})</span>
          </h2>
          <ul className="floor-grid">
            {here.map((place) => (
              <FloorCard
                key={`${place.kind}-${place.code}-${place.where ?? ""}`}
                place={place}
                now={now}
                currency={currency}
                closing={closing !== null && closing === place.tab?.id}
                failure={place.tab ? failureOf(place.tab.id) : null}
                onClose={(reason) => close(place, reason)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
