import { minutesSince } from "./minutes-since";

describe("minutesSince", () => {
  it("counts whole minutes, rounding down, and never below zero for a clock a little behind the server's", () => {
    const now = new Date("2026-03-01T20:10:30.000Z");
    expect(minutesSince("2026-03-01T20:00:00.000Z", now)).toBe(10);
    expect(minutesSince("2026-03-01T20:09:31.000Z", now)).toBe(0);
    expect(minutesSince("2026-03-01T20:11:00.000Z", now)).toBe(0);
  });
});
