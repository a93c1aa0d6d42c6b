import { calendarDateAt, shiftDay, todayAt, zonedParts } from "./zoned-time";

describe("calendarDateAt", () => {
  it("reads the date on the branch's calendar, which may still be yesterday in UTC terms", () => {
    const lateFriday = new Date("2025-06-07T03:00:00Z"); // 22:00 on Friday in Bogotá
    expect(calendarDateAt(lateFriday, "America/Bogota").toISOString()).toBe("2025-06-06T00:00:00.000Z");
    expect(calendarDateAt(lateFriday, "UTC").toISOString()).toBe("2025-06-07T00:00:00.000Z");
  });
});

describe("todayAt", () => {
  it("reads the date on the branch's clock, not the server's", () => {
    // 03:00 UTC on the 5th is still the 4th in Bogotá (UTC−5)
    expect(todayAt(new Date("2026-12-05T03:00:00Z"), "America/Bogota")).toBe("2026-12-04");
    expect(todayAt(new Date("2026-12-05T03:00:00Z"), "Europe/Madrid")).toBe("2026-12-05");
  });
});

describe("shiftDay", () => {
  it("steps across months and years", () => {
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("zonedParts", () => {
  // what Intl itself reads, field by field: the reference the memoised offsets must match
  const intlParts = (at: Date, timeZone: string) => {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(at);
    const get = (type: string) => parts.find((p) => p.type === type)!.value;
    return { year: Number(get("year")), month: Number(get("month")), day: Number(get("day")), weekday: get("weekday"), hour: Number(get("hour")), minute: Number(get("minute")), second: Number(get("second")) };
  };

  it.each([
    // Chile moves its clocks at local midnight (an hour), Lord Howe by half an hour at 02:00, Nepal has no change at +05:45
    ["America/Santiago", "2026-04-04T23:00:00Z"],
    ["America/Santiago", "2026-09-05T23:00:00Z"],
    ["Australia/Lord_Howe", "2026-04-04T12:00:00Z"],
    // …and forward at 02:00 on +10:30, 15:30 UTC: a change in the middle of a UTC hour
    ["Australia/Lord_Howe", "2026-10-03T15:30:00Z"],
    ["Asia/Kathmandu", "2026-01-01T00:00:00Z"],
    ["America/Bogota", "2026-12-05T03:00:00Z"],
  ])("reads %s's clock as Intl does, minute by minute across a day around %s", (timezone, around) => {
    const start = Date.parse(around) - 12 * 3_600_000;
    for (let at = start; at < start + 24 * 3_600_000; at += 7 * 60_000 + 13_000) {
      expect(zonedParts(new Date(at), timezone)).toEqual(intlParts(new Date(at), timezone));
    }
  });

  it("refuses a time zone the runtime does not know, and an invalid date", () => {
    expect(() => zonedParts(new Date(0), "Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => zonedParts(new Date(Number.NaN), "America/Bogota")).toThrow(RangeError);
  });
});
