/*
 * A diner's visit as the browser keeps it (product §7 sessions) — apart from the API's schemas
 * (analytics.ts) so the browser's code carries no validation library.
 */

/** A visit ends after this long without an event: the next page starts a new one (as web analytics count visits). */
export const VISIT_IDLE_MS = 30 * 60_000;

/** Where a browser sends its events (POST; the service worker passes its beacons on). */
export const TRACKINGS_PATH = "/api/v1/trackings";

/** Where a browser sends what a page load cost (POST, as the page is hidden; the service worker passes it on too). */
export const PERFORMANCE_METRICS_PATH = "/api/v1/performance_metrics";

/** At most this many events in one POST trackings: a diner's busiest minute, and a bounded request. */
export const MAX_TRACKINGS_PER_CALL = 50;

/** What a browser remembers of its current visit to a brand. */
export interface VisitRecord {
  session_id: string;
  acquisition_id: string | null;
  /** the campaign parameters last reported for this visit, so a reload of the campaign link reports nothing new */
  campaign: string | null;
  /** when the visit last did something (ms) */
  seen: number;
}

/** Whether a visit last seen at `seenAt` (ms) is over at `now`: idle too long, or seen "in the future" (a clock change). */
export function visitIsOver(seenAt: number, now: number): boolean {
  return !(now - seenAt < VISIT_IDLE_MS && seenAt <= now);
}

/** The visit a brand's storage holds, if any and not over. */
export function liveVisit(stored: string | null, now: number): VisitRecord | null {
  if (!stored) return null;
  try {
    const visit = JSON.parse(stored) as Partial<VisitRecord>;
    if (typeof visit.session_id !== "string" || typeof visit.seen !== "number" || visitIsOver(visit.seen, now)) return null;
    return { session_id: visit.session_id, acquisition_id: typeof visit.acquisition_id === "string" ? visit.acquisition_id : null, campaign: typeof visit.campaign === "string" ? visit.campaign : null, seen: visit.seen };
  } catch {
    return null;
  }
}

/** The localStorage key of a brand's visit. */
export const visitKey = (brandSlug: string) => `comanda:${brandSlug}:visit`;
