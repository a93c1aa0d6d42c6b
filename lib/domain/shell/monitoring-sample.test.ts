import { sessionSample } from "./monitoring-sample";

describe("sessionSample (product §9: 5% of sessions)", () => {
  it("draws once: a session's first page decides by the rate", () => {
    expect(sessionSample(null, 0.049)).toEqual({ monitored: true, mark: "1" });
    expect(sessionSample(null, 0.05)).toEqual({ monitored: false, mark: "0" });
    expect(sessionSample(null, 0.9)).toEqual({ monitored: false, mark: "0" });
  });

  it("keeps the session's decision whatever the later draws say", () => {
    expect(sessionSample("1", 0.99).monitored).toBe(true);
    expect(sessionSample("0", 0).monitored).toBe(false);
  });

  it("draws again when what was stored is not a mark", () => {
    expect(sessionSample("yes", 0.01).monitored).toBe(true);
    expect(sessionSample("yes", 0.5).monitored).toBe(false);
  });

  it("reports about one session in twenty", () => {
    const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);
    expect(draws.filter((draw) => sessionSample(null, draw).monitored)).toHaveLength(50);
  });
});
