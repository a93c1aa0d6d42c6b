import { isTimeZone, localWeekMinute, openingState, parseClockTime, type OpeningPeriod } from "./opening-hours";

const BOGOTA = "America/Bogota"; // UTC−5, no daylight saving
const LIMA = "America/Lima"; // UTC−5
const MEXICO_CITY = "America/Mexico_City"; // UTC−6 since 2022

/** A wall-clock time in Bogotá (and Lima). 2025-06-02 is a Monday, so 2025-06-06 is a Friday. */
const bogota = (local: string) => new Date(`${local}:00-05:00`);

const weekdays: OpeningPeriod[] = [{ days: [1, 2, 3, 4, 5], open: "11:30", close: "22:00" }];
const everyDay: OpeningPeriod[] = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "11:30", close: "22:00" }];

describe("openingState at the edges of a period", () => {
  it("is open at the opening minute and says when it closes", () => {
    expect(openingState(weekdays, BOGOTA, bogota("2025-06-06T11:30"))).toEqual({
      open: true,
      closesAt: "22:00",
      opensAt: null,
    });
  });

  it("is closed the minute before opening and points at that opening", () => {
    expect(openingState(weekdays, BOGOTA, bogota("2025-06-06T11:29"))).toEqual({
      open: false,
      closesAt: null,
      opensAt: { day: 5, time: "11:30", inDays: 0 },
    });
  });

  it("is still open the minute before closing", () => {
    expect(openingState(weekdays, BOGOTA, bogota("2025-06-06T21:59")).open).toBe(true);
  });

  it("is closed at the closing minute", () => {
    expect(openingState(weekdays, BOGOTA, bogota("2025-06-04T22:00"))).toEqual({
      open: false,
      closesAt: null,
      opensAt: { day: 4, time: "11:30", inDays: 1 },
    });
  });
});

describe("openingState past midnight", () => {
  const fridayNight: OpeningPeriod[] = [{ days: [5], open: "18:00", close: "02:00" }];

  it("counts Friday's 18:00–02:00 as open at 01:00 on Saturday", () => {
    expect(openingState(fridayNight, BOGOTA, bogota("2025-06-07T01:00"))).toEqual({
      open: true,
      closesAt: "02:00",
      opensAt: null,
    });
  });

  it("is closed at 02:00 on Saturday, until next Friday", () => {
    expect(openingState(fridayNight, BOGOTA, bogota("2025-06-07T02:00"))).toEqual({
      open: false,
      closesAt: null,
      opensAt: { day: 5, time: "18:00", inDays: 6 },
    });
  });

  it("carries a Sunday-night period over the week end into Monday", () => {
    const sundayNight: OpeningPeriod[] = [{ days: [7], open: "22:00", close: "03:00" }];
    expect(openingState(sundayNight, BOGOTA, bogota("2025-06-09T01:00")).open).toBe(true);
    expect(openingState(sundayNight, BOGOTA, bogota("2025-06-09T03:00")).open).toBe(false);
  });

  it("treats a close equal to the open as a full 24 hours", () => {
    const allDaySaturday: OpeningPeriod[] = [{ days: [6], open: "10:00", close: "10:00" }];
    expect(openingState(allDaySaturday, BOGOTA, bogota("2025-06-08T09:59")).open).toBe(true);
    expect(openingState(allDaySaturday, BOGOTA, bogota("2025-06-08T10:00")).open).toBe(false);
  });

  it("reports the real closing time across back-to-back periods", () => {
    const late: OpeningPeriod[] = [
      { days: [5], open: "12:00", close: "24:00" },
      { days: [6], open: "00:00", close: "03:00" },
    ];
    expect(openingState(late, BOGOTA, bogota("2025-06-06T23:00")).closesAt).toBe("03:00");
  });

  it("writes a midnight close as 24:00", () => {
    const untilMidnight: OpeningPeriod[] = [{ days: [5], open: "12:00", close: "24:00" }];
    expect(openingState(untilMidnight, BOGOTA, bogota("2025-06-06T23:59"))).toMatchObject({ open: true, closesAt: "24:00" });
    expect(openingState(untilMidnight, BOGOTA, bogota("2025-06-07T00:00")).open).toBe(false);
  });

  it("has no closing time when the periods cover the whole week", () => {
    const always: OpeningPeriod[] = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "00:00", close: "24:00" }];
    expect(openingState(always, BOGOTA, bogota("2025-06-06T12:00"))).toEqual({ open: true, closesAt: null, opensAt: null });
  });
});

describe("openingState in the branch's time zone", () => {
  // 16:40 UTC is 11:40 in Bogotá and Lima but 10:40 in Mexico City.
  const instant = new Date("2025-06-06T16:40:00Z");

  it("is open in Bogotá and Lima but not yet in Mexico City at the same instant", () => {
    expect(openingState(everyDay, BOGOTA, instant).open).toBe(true);
    expect(openingState(everyDay, LIMA, instant).open).toBe(true);
    expect(openingState(everyDay, MEXICO_CITY, instant)).toEqual({
      open: false,
      closesAt: null,
      opensAt: { day: 5, time: "11:30", inDays: 0 },
    });
  });

  it("follows each branch's own hours at the same instant", () => {
    const mexicoHours: OpeningPeriod[] = [{ days: [5], open: "13:00", close: "23:00" }];
    expect(openingState(everyDay, BOGOTA, instant).open).toBe(true);
    expect(openingState(mexicoHours, MEXICO_CITY, instant).opensAt).toEqual({ day: 5, time: "13:00", inDays: 0 });
  });

  it("uses the local weekday when the UTC date has already turned", () => {
    // Saturday 02:00 UTC is still Friday 21:00 in Bogotá.
    const lateUtc = new Date("2025-06-07T02:00:00Z");
    const fridayOnly: OpeningPeriod[] = [{ days: [5], open: "12:00", close: "23:00" }];
    const saturdayOnly: OpeningPeriod[] = [{ days: [6], open: "12:00", close: "23:00" }];
    expect(openingState(fridayOnly, BOGOTA, lateUtc).open).toBe(true);
    expect(openingState(saturdayOnly, BOGOTA, lateUtc)).toEqual({
      open: false,
      closesAt: null,
      opensAt: { day: 6, time: "12:00", inDays: 1 },
    });
  });

  it("refuses an unknown time zone instead of guessing one", () => {
    expect(() => openingState(everyDay, "America/Atlantis", new Date())).toThrow(RangeError);
    expect(isTimeZone("America/Atlantis")).toBe(false);
    expect(isTimeZone(MEXICO_CITY)).toBe(true);
  });
});

describe("openingState next opening", () => {
  it("finds tomorrow's opening after closing time", () => {
    expect(openingState(weekdays, BOGOTA, bogota("2025-06-03T23:00")).opensAt).toEqual({ day: 3, time: "11:30", inDays: 1 });
  });

  it("finds a later period on the same day", () => {
    const split: OpeningPeriod[] = [
      { days: [6], open: "12:00", close: "15:00" },
      { days: [6], open: "19:00", close: "23:00" },
    ];
    expect(openingState(split, BOGOTA, bogota("2025-06-07T16:00")).opensAt).toEqual({ day: 6, time: "19:00", inDays: 0 });
  });

  it("wraps from Sunday to Monday over the week end", () => {
    expect(openingState(weekdays, BOGOTA, bogota("2025-06-08T12:00"))).toEqual({
      open: false,
      closesAt: null,
      opensAt: { day: 1, time: "11:30", inDays: 1 },
    });
    expect(openingState(weekdays, BOGOTA, bogota("2025-06-06T22:30")).opensAt).toEqual({ day: 1, time: "11:30", inDays: 3 });
  });

  it("has no next opening when no period can be read", () => {
    const broken: OpeningPeriod[] = [{ days: [8], open: "11:30", close: "22:00" }, { days: [1], open: "25:00", close: "22:00" }];
    expect(openingState(broken, BOGOTA, bogota("2025-06-06T12:00"))).toEqual({ open: false, closesAt: null, opensAt: null });
  });
});

describe("openingState without published hours", () => {
  it("is always open", () => {
    expect(openingState([], BOGOTA, bogota("2025-06-08T03:00"))).toEqual({ open: true, closesAt: null, opensAt: null });
  });
});

describe("parseClockTime and localWeekMinute", () => {
  it("reads HH:MM including 24:00 and rejects the rest", () => {
    expect(parseClockTime("00:00")).toBe(0);
    expect(parseClockTime("11:30")).toBe(690);
    expect(parseClockTime("24:00")).toBe(1440);
    expect(parseClockTime("24:01")).toBeNull();
    expect(parseClockTime("9:30")).toBeNull();
    expect(parseClockTime("12:60")).toBeNull();
  });

  it("counts minutes from Monday 00:00 local time", () => {
    expect(localWeekMinute(bogota("2025-06-02T00:00"), BOGOTA)).toBe(0);
    expect(localWeekMinute(bogota("2025-06-08T23:59"), BOGOTA)).toBe(7 * 1440 - 1);
    expect(localWeekMinute(new Date("2025-06-02T05:00:00Z"), MEXICO_CITY)).toBe(6 * 1440 + 23 * 60);
  });
});
