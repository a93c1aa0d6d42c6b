import { periodProblem, reportDays, zonedPeriod } from "./report-period";

describe("reportDays", () => {
  // 03:00 UTC on 2 March is still 1 March in Bogotá
  const now = new Date("2026-03-02T03:00:00Z");

  it("defaults to the last 7 days up to today on the brand's clock", () => {
    expect(reportDays({}, now, "America/Bogota")).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    expect(reportDays({}, now, "Europe/Madrid")).toEqual({ from: "2026-02-24", to: "2026-03-02" });
  });

  it("keeps the days asked, filling in the missing start a week before the end", () => {
    expect(reportDays({ from: "2026-01-01", to: "2026-01-31" }, now, "America/Bogota")).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(reportDays({ to: "2026-01-31" }, now, "America/Bogota")).toEqual({ from: "2026-01-25", to: "2026-01-31" });
  });
});

describe("periodProblem", () => {
  it("refuses a period that ends before it starts, or longer than 366 days", () => {
    expect(periodProblem({ from: "2026-03-02", to: "2026-03-01" })).toBe("reversed");
    expect(periodProblem({ from: "2026-03-01", to: "2026-03-01" })).toBeNull();
    expect(periodProblem({ from: "2024-01-01", to: "2024-12-31" })).toBeNull();
    expect(periodProblem({ from: "2024-01-01", to: "2025-01-01" })).toBe("too_long");
  });
});

describe("zonedPeriod", () => {
  it("runs from the first day's local midnight to the midnight after the last", () => {
    expect(zonedPeriod({ from: "2026-03-01", to: "2026-03-01" }, "America/Bogota")).toEqual({ from: new Date("2026-03-01T05:00:00Z"), to: new Date("2026-03-02T05:00:00Z") });
  });

  it("follows a change of clocks within the period", () => {
    // Madrid moves to summer time on 29 March 2026
    expect(zonedPeriod({ from: "2026-03-28", to: "2026-03-29" }, "Europe/Madrid")).toEqual({ from: new Date("2026-03-27T23:00:00Z"), to: new Date("2026-03-29T22:00:00Z") });
  });
});
