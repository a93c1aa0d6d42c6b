import { MONITORING_SAMPLE_RATE } from "./constants";

/** What a session remembers of its draw: "1" monitored, "0" not. */
export type SessionSampleMark = "1" | "0";

/**
 * Product §9's 5 % monitoring sample is a share of sessions, not of events: the draw is made once, on the session's
 * first page, and remembered, so a monitored session reports every failure it meets and the others none — a
 * per-event rate would report 5% of each session's errors and lose the sequence that explains them.
 */
export function sessionSample(stored: string | null, draw: number, rate = MONITORING_SAMPLE_RATE): { monitored: boolean; mark: SessionSampleMark } {
  const monitored = stored === "1" || stored === "0" ? stored === "1" : draw < rate;
  return { monitored, mark: monitored ? "1" : "0" };
}
