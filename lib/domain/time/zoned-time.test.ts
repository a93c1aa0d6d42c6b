import { calendarDateAt, shiftDay, todayAt } from "./zoned-time";

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
