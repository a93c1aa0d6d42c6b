import { calendarDateAt } from "./zoned-time";

describe("calendarDateAt", () => {
  it("reads the date on the branch's calendar, which may still be yesterday in UTC terms", () => {
    const lateFriday = new Date("2025-06-07T03:00:00Z"); // 22:00 on Friday in Bogotá
    expect(calendarDateAt(lateFriday, "America/Bogota").toISOString()).toBe("2025-06-06T00:00:00.000Z");
    expect(calendarDateAt(lateFriday, "UTC").toISOString()).toBe("2025-06-07T00:00:00.000Z");
  });
});
