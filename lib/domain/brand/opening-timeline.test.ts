import { openingState, openingTimeline, type OpeningPeriod } from "./opening-hours";
import { openingAt } from "./opening-timeline";

const MINUTE = 60_000;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** The timeline must answer, at every minute of its span, what openingState answers from the hours themselves. */
function expectTimelineMatchesClock(hours: OpeningPeriod[], timezone: string, start: Date, days = 8) {
  const timeline = openingTimeline(hours, timezone, start, days);
  const mismatches: string[] = [];
  for (let at = start.getTime(); at < start.getTime() + days * 24 * 60 * MINUTE; at = Math.floor(at / MINUTE) * MINUTE + MINUTE) {
    if (JSON.stringify(openingAt(timeline, at)) !== JSON.stringify(openingState(hours, timezone, new Date(at)))) mismatches.push(new Date(at).toISOString());
  }
  expect(mismatches.slice(0, 3)).toEqual([]);
  return timeline;
}

describe("openingTimeline and openingAt", () => {
  it("follows a day's hours minute by minute, a change per opening and per closing", () => {
    const timeline = expectTimelineMatchesClock([{ days: EVERY_DAY, open: "08:00", close: "22:00" }], "America/Bogota", new Date("2025-06-06T12:34:56-05:00"));
    expect(timeline[0]).toEqual({ from: Date.parse("2025-06-06T12:34:56-05:00"), open: true, closesAt: "22:00", opensAt: null });
    expect(timeline[1]).toEqual({ from: Date.parse("2025-06-06T22:00:00-05:00"), open: false, closesAt: null, opensAt: { day: 6, time: "08:00", inDays: 1 } });
    // at midnight "tomorrow" becomes "today"
    expect(timeline[2]).toEqual({ from: Date.parse("2025-06-07T00:00:00-05:00"), open: false, closesAt: null, opensAt: { day: 6, time: "08:00", inDays: 0 } });
    expect(timeline[3]).toEqual({ from: Date.parse("2025-06-07T08:00:00-05:00"), open: true, closesAt: "22:00", opensAt: null });
    expect(timeline).toHaveLength(1 + 3 * 8);
  });

  it("keeps nights past midnight, back-to-back periods as one stretch, and a ten-minute break", () => {
    const hours = [
      { days: [5, 6], open: "18:00", close: "02:00" },
      { days: [1, 2, 3, 4], open: "12:00", close: "24:00" },
      { days: [2, 3, 4, 5], open: "00:00", close: "01:30" },
      { days: [7], open: "11:00", close: "12:10" },
      { days: [7], open: "12:20", close: "16:00" },
    ];
    const timeline = expectTimelineMatchesClock(hours, "America/Mexico_City", new Date("2025-06-02T09:00:00-06:00"));
    // Monday 12:00 to Tuesday 01:30 is one stretch: no change at midnight
    expect(timeline.some((change) => new Date(change.from).toISOString() === "2025-06-03T06:00:00.000Z")).toBe(false);
  });

  it("finds the real minute of each change across Chile's daylight-saving changes, both ways", () => {
    const hours = [{ days: EVERY_DAY, open: "00:30", close: "23:45" }];
    expectTimelineMatchesClock(hours, "America/Santiago", new Date("2025-04-02T10:00:00-03:00"));
    expectTimelineMatchesClock(hours, "America/Santiago", new Date("2025-09-03T10:00:00-04:00"));
  });

  it("has one state for a branch that never changes: no hours, open all week, or never open", () => {
    const start = new Date("2025-06-06T12:00:00-05:00");
    const one = (hours: OpeningPeriod[]) => openingTimeline(hours, "America/Bogota", start);
    expect(one([])).toEqual([{ from: start.getTime(), open: true, closesAt: null, opensAt: null }]);
    expect(one([{ days: EVERY_DAY, open: "00:00", close: "24:00" }])).toEqual([{ from: start.getTime(), open: true, closesAt: null, opensAt: null }]);
    expect(one([{ days: [9], open: "08:00", close: "09:00" }])).toEqual([{ from: start.getTime(), open: false, closesAt: null, opensAt: null }]);
  });

  it("answers the first state before the timeline starts and the last one after it ends", () => {
    const timeline = openingTimeline([{ days: EVERY_DAY, open: "08:00", close: "22:00" }], "America/Bogota", new Date("2025-06-06T12:00:00-05:00"), 1);
    expect(openingAt(timeline, Date.parse("2025-06-01T00:00:00Z"))).toMatchObject({ open: true, closesAt: "22:00" });
    expect(openingAt(timeline, Date.parse("2025-07-01T00:00:00Z"))).toMatchObject({ open: true, closesAt: "22:00" });
    expect(openingAt(timeline, Date.parse("2025-06-06T23:00:00-05:00"))).toEqual({ open: false, closesAt: null, opensAt: { day: 6, time: "08:00", inDays: 1 } });
  });
});
