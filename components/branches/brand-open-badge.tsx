"use client";

import { useClock } from "@/lib/client/use-clock";
import { brandOpeningAt, type OpeningTimeline } from "@/lib/domain/brand/opening-timeline";
import { OpenBadgeOf } from "./open-badge";

interface Props {
  /** each active branch's states for the week from when the server rendered the landing (openingTimeline) */
  timelines: OpeningTimeline[];
  weekdays: readonly string[];
  /** how soon an order comes ("Domicilio en ~40 min"), said only while the brand is open */
  waits?: string;
}

/** The brand's open status for its landing: open when any branch is, else when its first branch to open does. */
export function BrandOpenBadge({ timelines, weekdays, waits }: Props) {
  const now = useClock();
  // until the clock ticks, the state when the server rendered the page, where every timeline starts: the HTML's
  const state = brandOpeningAt(timelines, now ? now.getTime() : (timelines[0]?.[0].from ?? 0));
  if (!state) return null;
  return (
    <>
      <OpenBadgeOf state={state} weekdays={weekdays} always={timelines.every((timeline) => timeline.length === 1)} />
      {state.open && waits && (
        <p className="muted text-sm" data-waits>
          {waits}
        </p>
      )}
    </>
  );
}
