import { liveVisit, VISIT_IDLE_MS, visitIsOver } from "./visit";

const NOW = Date.parse("2026-11-27T20:00:00Z");
const stored = (visit: object) => JSON.stringify(visit);

describe("a browser's visit", () => {
  it("lasts while the diner keeps doing something, and ends after half an hour idle", () => {
    expect(visitIsOver(NOW - VISIT_IDLE_MS + 1, NOW)).toBe(false);
    expect(visitIsOver(NOW - VISIT_IDLE_MS, NOW)).toBe(true);
    // a clock set back makes the stored moment "future": a new visit, not an endless one
    expect(visitIsOver(NOW + 60_000, NOW)).toBe(true);
  });

  it("reads back only a well-formed visit that is not over", () => {
    const visit = { session_id: "8c1f…", acquisition_id: "a1", campaign: '{"utm_source":"ig"}', seen: NOW - 1000 };
    expect(liveVisit(stored(visit), NOW)).toEqual(visit);
    expect(liveVisit(stored({ ...visit, acquisition_id: 3, campaign: undefined }), NOW)).toEqual({ ...visit, acquisition_id: null, campaign: null });
    expect(liveVisit(stored({ ...visit, seen: NOW - VISIT_IDLE_MS - 1 }), NOW)).toBeNull();
    for (const broken of [null, "", "{", "[]", stored({ seen: NOW })]) expect(liveVisit(broken, NOW)).toBeNull();
  });
});
