"use client";

import { useTranslations } from "use-intl/react";
import { useClock } from "@/lib/client/use-clock";
import { openingAt, openingWords, type OpeningState, type OpeningTimeline } from "@/lib/domain/brand/opening-timeline";

interface Props {
  /** the branch's states for the week from when the server rendered the page (openingTimeline) */
  timeline: OpeningTimeline;
  /** ISO weekdays' names in the page's language, Monday first */
  weekdays: readonly string[];
}

/**
 * Open or closed now, by the branch's own clock: the server's state is in the page's HTML, and the minute clock
 * moves it along the timeline while the screen stays open (the page itself is cached).
 */
export function OpenBadge({ timeline, weekdays }: Props) {
  const now = useClock();
  return <OpenBadgeOf state={now ? openingAt(timeline, now.getTime()) : timeline[0]} weekdays={weekdays} always={timeline.length === 1} />;
}

/** The badge of one state; `always`: the state never changes (no published hours, or open day and night). */
export function OpenBadgeOf({ state, weekdays, always }: { state: OpeningState; weekdays: readonly string[]; always: boolean }) {
  const t = useTranslations("branches");
  const detail = state.open
    ? state.closesAt && (state.closesAt === "24:00" ? t("closesAtMidnight") : t("closesAt", { time: state.closesAt }))
    : state.opensAt && t("opensAt", openingWords(state.opensAt, weekdays));
  return (
    <span className={state.open ? "badge badge-open" : "badge badge-closed"} data-open={state.open}>
      {state.open ? (always ? t("alwaysOpen") : t("openNow")) : t("closed")}
      {detail ? ` · ${detail}` : ""}
    </span>
  );
}
