"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMinuteClock } from "@/lib/client/use-minute-clock";
import { weekdayName } from "@/lib/domain/hours-format";
import { openingState, type OpeningPeriod } from "@/lib/domain/opening-hours";

/**
 * Open or closed now, by the branch's own clock. Computed in the browser (the page itself is cached) and
 * refreshed every minute while the screen stays open.
 */
export function OpenBadge({ hours, timezone }: { hours: OpeningPeriod[]; timezone: string }) {
  const now = useMinuteClock();
  return now ? <OpenBadgeAt hours={hours} timezone={timezone} now={now} /> : <span className="badge" aria-hidden="true" />;
}

/** The badge at a given minute (the caller's clock). */
export function OpenBadgeAt({ hours, timezone, now }: { hours: OpeningPeriod[]; timezone: string; now: Date }) {
  const t = useTranslations("branches");
  const locale = useLocale();
  const state = openingState(hours, timezone, now);
  const detail = state.open
    ? state.closesAt && t("closesAt", { time: state.closesAt })
    : state.opensAt && t("opensAt", { day: weekdayName(state.opensAt.day, locale), time: state.opensAt.time });
  return (
    <span className={state.open ? "badge badge-open" : "badge badge-closed"} data-open={state.open}>
      {state.open ? (hours.length ? t("openNow") : t("alwaysOpen")) : t("closed")}
      {detail ? ` · ${detail}` : ""}
    </span>
  );
}
