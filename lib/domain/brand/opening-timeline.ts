/** Whether a branch is open at an instant, as opening-hours.ts reads it from the branch's hours and clock. */
export interface OpeningState {
  open: boolean;
  /** While open: when the current open stretch ends ("HH:MM", possibly after midnight); null if it never ends within a week. */
  closesAt: string | null;
  /**
   * While closed: the next opening within seven days, as ISO weekday and "HH:MM", and how many of the branch's
   * midnights away (0 today, 1 tomorrow); null if there is none.
   */
  opensAt: { day: number; time: string; inDays: number } | null;
}

/** From `from` (epoch ms) on, the branch is in this state, until the next change's `from`. */
export interface OpeningChange extends OpeningState {
  from: number;
}

/** A branch's opening states in order of `from` (openingTimeline); never empty: the first is the state when it was computed. */
export type OpeningTimeline = [OpeningChange, ...OpeningChange[]];

/** What a page hands the browser to follow a branch's clock: its week of states, and the weekdays' names (Monday first) in the page's language. */
export interface OpeningClock {
  timeline: OpeningTimeline;
  weekdays: readonly string[];
}

/**
 * The state at `now` from a timeline the server computed: a cached page's browser follows the branch's clock
 * without its hours, its time zone or Intl, only by comparing instants. Before the timeline, its first state;
 * after it, its last.
 */
export function openingAt(timeline: Readonly<OpeningTimeline>, now: number): OpeningState {
  let current = timeline[0];
  for (const change of timeline) {
    if (change.from > now) break;
    current = change;
  }
  return { open: current.open, closesAt: current.closesAt, opensAt: current.opensAt };
}

/**
 * What a message says of an opening: its day as the message's `select` names it (today, tomorrow, or else the
 * weekday, from `weekdays`, Monday first), and its time.
 */
export function openingWords(opensAt: NonNullable<OpeningState["opensAt"]>, weekdays: readonly string[]): { when: "today" | "tomorrow" | "other"; day: string; time: string } {
  const when = opensAt.inDays === 0 ? "today" : opensAt.inDays === 1 ? "tomorrow" : "other";
  return { when, day: weekdays[opensAt.day - 1] ?? "", time: opensAt.time };
}

/** When the timeline's branch next opens after `now` (epoch ms), or null when it does not within the timeline. */
function nextOpening(timeline: Readonly<OpeningTimeline>, now: number): number | null {
  return timeline.find((change) => change.from > now && change.open)?.from ?? null;
}

/**
 * A brand's state at `now` from its branches' timelines (its landing): open when any branch is, else the state of
 * the branch that opens soonest, so "abre el lunes a las 11:30" is the brand's first opening, not its first branch's.
 */
export function brandOpeningAt(timelines: readonly Readonly<OpeningTimeline>[], now: number): OpeningState | null {
  const states = timelines.map((timeline) => ({ state: openingAt(timeline, now), opens: nextOpening(timeline, now) }));
  const open = states.find(({ state }) => state.open);
  if (open) return open.state;
  const soonest = states.filter(({ opens }) => opens !== null).sort((a, b) => a.opens! - b.opens!)[0];
  return (soonest ?? states[0])?.state ?? null;
}
