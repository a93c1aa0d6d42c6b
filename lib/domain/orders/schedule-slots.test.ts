import type { OpeningPeriod } from "../brand/opening-hours";
import { isSlotAvailable, scheduleSlots, type ScheduleInput } from "./schedule-slots";

const BOGOTA = "America/Bogota"; // UTC−5, no daylight saving
const LIMA = "America/Lima"; // UTC−5, no daylight saving
const MEXICO_CITY = "America/Mexico_City"; // UTC−6, no daylight saving since 2022
const TOKYO = "Asia/Tokyo"; // UTC+9, no daylight saving

/** A wall-clock time in Bogotá (and Lima). 2025-06-02 is a Monday, so 2025-06-06 is a Friday. */
const bogota = (local: string) => new Date(`${local}:00-05:00`);

const everyDay = (open: string, close: string): OpeningPeriod[] => [{ days: [1, 2, 3, 4, 5, 6, 7], open, close }];

function input(overrides: Partial<ScheduleInput>): ScheduleInput {
  return {
    hours: everyDay("11:30", "22:00"),
    timezone: BOGOTA,
    now: bogota("2025-06-06T08:00"),
    leadMinutes: 0,
    slotMinutes: 30,
    days: 1,
    ...overrides,
  };
}

const labels = (slots: ReturnType<typeof scheduleSlots>) => slots.map((s) => `${s.date} ${s.time}`);

describe("scheduleSlots inside the opening hours", () => {
  it("offers every slot of the day from the opening, each ending by the close", () => {
    const slots = scheduleSlots(input({}));
    expect(slots).toHaveLength(21);
    expect(slots[0]).toEqual({ date: "2025-06-06", time: "11:30", startsAt: bogota("2025-06-06T11:30") });
    expect(slots.at(-1)).toEqual({ date: "2025-06-06", time: "21:30", startsAt: bogota("2025-06-06T21:30") });
  });

  it("aligns slots to the period's opening, not to the hour", () => {
    expect(labels(scheduleSlots(input({ hours: everyDay("11:45", "13:00") })))).toEqual(["2025-06-06 11:45", "2025-06-06 12:15"]);
  });

  it("does not offer a slot that would run past the close", () => {
    const slots = scheduleSlots(input({ hours: everyDay("11:30", "22:15") }));
    expect(slots.at(-1)?.time).toBe("21:30");
  });

  it("offers nothing on days the branch is closed", () => {
    const weekdays: OpeningPeriod[] = [{ days: [1, 2, 3, 4, 5], open: "11:30", close: "22:00" }];
    // Friday 08:00, three days: Friday, then a closed Saturday and Sunday.
    const dates = new Set(scheduleSlots(input({ hours: weekdays, days: 3 })).map((s) => s.date));
    expect([...dates]).toEqual(["2025-06-06"]);
  });

  it("covers the next `days` local days, today first, in order", () => {
    const slots = scheduleSlots(input({ days: 3 }));
    expect([...new Set(slots.map((s) => s.date))]).toEqual(["2025-06-06", "2025-06-07", "2025-06-08"]);
    const times = slots.map((s) => s.startsAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("offers nothing for zero days", () => {
    expect(scheduleSlots(input({ days: 0 }))).toEqual([]);
  });

  it("treats a branch with no published hours as always open, like openingState", () => {
    const slots = scheduleSlots(input({ hours: [], slotMinutes: 60, now: bogota("2025-06-06T00:00") }));
    expect(slots).toHaveLength(24);
    expect(slots[0]!.time).toBe("00:00");
    expect(slots.at(-1)?.time).toBe("23:00");
  });

  it("offers a time once when periods overlap or touch", () => {
    const hours: OpeningPeriod[] = [
      { days: [5], open: "12:00", close: "15:00" },
      { days: [5], open: "14:00", close: "16:00" },
    ];
    expect(labels(scheduleSlots(input({ hours, slotMinutes: 60 })))).toEqual([
      "2025-06-06 12:00",
      "2025-06-06 13:00",
      "2025-06-06 14:00",
      "2025-06-06 15:00",
    ]);
  });

  it("refuses a slot length that is not a positive whole number of minutes", () => {
    expect(() => scheduleSlots(input({ slotMinutes: 0 }))).toThrow(RangeError);
    expect(() => scheduleSlots(input({ slotMinutes: 7.5 }))).toThrow(RangeError);
  });

  it("refuses a time zone the runtime does not know", () => {
    expect(() => scheduleSlots(input({ timezone: "Mars/Olympus_Mons" }))).toThrow(RangeError);
  });
});

describe("scheduleSlots never offers the past", () => {
  it("drops slots that have already started", () => {
    const slots = scheduleSlots(input({ now: bogota("2025-06-06T15:10") }));
    expect(slots[0]!.time).toBe("15:30");
    for (const slot of slots) expect(slot.startsAt.getTime()).toBeGreaterThanOrEqual(bogota("2025-06-06T15:10").getTime());
  });

  it("keeps a slot starting this very minute", () => {
    expect(scheduleSlots(input({ now: bogota("2025-06-06T15:00") }))[0]!.time).toBe("15:00");
  });

  it("offers tomorrow only once today is over", () => {
    const slots = scheduleSlots(input({ now: bogota("2025-06-06T21:45"), days: 2 }));
    expect(slots[0]).toMatchObject({ date: "2025-06-07", time: "11:30" });
  });

  it("treats a negative lead as none rather than offering the past", () => {
    expect(scheduleSlots(input({ now: bogota("2025-06-06T15:10"), leadMinutes: -60 }))[0]!.time).toBe("15:30");
  });
});

describe("scheduleSlots lead time", () => {
  it("starts no earlier than now plus the lead, on the slot grid", () => {
    // 12:10 + 45 min = 12:55; the grid from 11:30 gives 13:00 next.
    const slots = scheduleSlots(input({ now: bogota("2025-06-06T12:10"), leadMinutes: 45 }));
    expect(slots[0]!.time).toBe("13:00");
  });

  it("includes the slot exactly at now plus the lead", () => {
    expect(scheduleSlots(input({ now: bogota("2025-06-06T12:15"), leadMinutes: 45 }))[0]!.time).toBe("13:00");
  });

  it("can push the first slot to the next day", () => {
    const slots = scheduleSlots(input({ now: bogota("2025-06-06T20:00"), leadMinutes: 120, days: 2 }));
    expect(slots[0]).toMatchObject({ date: "2025-06-07", time: "11:30" });
  });
});

describe("scheduleSlots across midnight", () => {
  const fridayNight: OpeningPeriod[] = [{ days: [5], open: "18:00", close: "02:00" }];

  it("gives a period's after-midnight slots to the next local date", () => {
    const slots = scheduleSlots(input({ hours: fridayNight, slotMinutes: 60, days: 2 }));
    expect(labels(slots)).toEqual([
      "2025-06-06 18:00",
      "2025-06-06 19:00",
      "2025-06-06 20:00",
      "2025-06-06 21:00",
      "2025-06-06 22:00",
      "2025-06-06 23:00",
      "2025-06-07 00:00",
      "2025-06-07 01:00",
    ]);
    expect(slots.at(-1)?.startsAt).toEqual(bogota("2025-06-07T01:00"));
  });

  it("stops at midnight on the last offered day", () => {
    const slots = scheduleSlots(input({ hours: fridayNight, slotMinutes: 60, days: 1 }));
    expect(slots.at(-1)?.time).toBe("23:00");
  });

  it("offers today's after-midnight part of last night's period", () => {
    // Saturday 00:20: Friday's period is still running.
    const slots = scheduleSlots(input({ hours: fridayNight, slotMinutes: 30, now: bogota("2025-06-07T00:20") }));
    expect(labels(slots)).toEqual(["2025-06-07 00:30", "2025-06-07 01:00", "2025-06-07 01:30"]);
  });

  it("keeps the period's alignment across midnight", () => {
    const lateNight: OpeningPeriod[] = [{ days: [5], open: "22:45", close: "01:00" }];
    expect(labels(scheduleSlots(input({ hours: lateNight, slotMinutes: 30, days: 2 })))).toEqual([
      "2025-06-06 22:45",
      "2025-06-06 23:15",
      "2025-06-06 23:45",
      "2025-06-07 00:15",
    ]);
  });

  it("offers one midnight slot for back-to-back periods 12:00–24:00 and 00:00–03:00", () => {
    const hours: OpeningPeriod[] = [
      { days: [5], open: "12:00", close: "24:00" },
      { days: [6], open: "00:00", close: "03:00" },
    ];
    const slots = scheduleSlots(input({ hours, slotMinutes: 60, days: 2, now: bogota("2025-06-06T22:00") }));
    expect(labels(slots)).toEqual(["2025-06-06 22:00", "2025-06-06 23:00", "2025-06-07 00:00", "2025-06-07 01:00", "2025-06-07 02:00"]);
  });
});

describe("scheduleSlots on the branch's clock", () => {
  it("dates slots by the branch's day when the UTC date is already tomorrow", () => {
    // 21:00 in Bogotá is 02:00 UTC the next day.
    const now = bogota("2025-06-06T21:00");
    expect(now.toISOString().slice(0, 10)).toBe("2025-06-07");
    const slots = scheduleSlots(input({ hours: everyDay("11:30", "23:00"), now }));
    expect(slots[0]).toEqual({ date: "2025-06-06", time: "21:00", startsAt: new Date("2025-06-07T02:00:00Z") });
    expect(new Set(slots.map((s) => s.date))).toEqual(new Set(["2025-06-06"]));
  });

  it("dates slots by the branch's day when the UTC date is still yesterday", () => {
    // 08:00 in Tokyo on Friday is 23:00 UTC on Thursday.
    const now = new Date("2025-06-06T08:00:00+09:00");
    expect(now.toISOString().slice(0, 10)).toBe("2025-06-05");
    const slots = scheduleSlots(input({ timezone: TOKYO, hours: [{ days: [5], open: "11:30", close: "13:00" }], now }));
    expect(slots).toEqual([
      { date: "2025-06-06", time: "11:30", startsAt: new Date("2025-06-06T02:30:00Z") },
      { date: "2025-06-06", time: "12:00", startsAt: new Date("2025-06-06T03:00:00Z") },
      { date: "2025-06-06", time: "12:30", startsAt: new Date("2025-06-06T03:30:00Z") },
    ]);
  });

  it("gives the same wall times different instants in Bogotá, Lima and Mexico City", () => {
    const now = new Date("2025-06-06T12:00:00Z"); // 07:00 in Bogotá and Lima, 06:00 in Mexico City
    const first = (timezone: string) => scheduleSlots(input({ timezone, now }))[0];
    expect(first(BOGOTA)).toEqual({ date: "2025-06-06", time: "11:30", startsAt: new Date("2025-06-06T16:30:00Z") });
    expect(first(LIMA)).toEqual({ date: "2025-06-06", time: "11:30", startsAt: new Date("2025-06-06T16:30:00Z") });
    expect(first(MEXICO_CITY)).toEqual({ date: "2025-06-06", time: "11:30", startsAt: new Date("2025-06-06T17:30:00Z") });
  });

  it("keeps Mexico City on UTC−6 in what used to be its summer time", () => {
    const slots = scheduleSlots(input({ timezone: MEXICO_CITY, now: new Date("2025-07-01T12:00:00Z") }));
    expect(slots[0]).toEqual({ date: "2025-07-01", time: "11:30", startsAt: new Date("2025-07-01T17:30:00Z") });
  });

  it("in a zone with daylight saving, skips the local times that do not exist", () => {
    // New York moved from 02:00 to 03:00 on Sunday 2025-03-09.
    const slots = scheduleSlots({
      hours: [{ days: [7], open: "01:00", close: "04:00" }],
      timezone: "America/New_York",
      now: new Date("2025-03-09T00:00:00-05:00"),
      leadMinutes: 0,
      slotMinutes: 30,
      days: 1,
    });
    expect(slots.map((s) => [s.time, s.startsAt.toISOString()])).toEqual([
      ["01:00", "2025-03-09T06:00:00.000Z"],
      ["01:30", "2025-03-09T06:30:00.000Z"],
      ["03:00", "2025-03-09T07:00:00.000Z"],
      ["03:30", "2025-03-09T07:30:00.000Z"],
    ]);
  });
});

describe("isSlotAvailable (the server's re-check)", () => {
  const base = input({ now: bogota("2025-06-06T12:10"), leadMinutes: 45, days: 2 });

  it("accepts a slot the picker offers", () => {
    expect(isSlotAvailable({ ...base, date: "2025-06-06", time: "13:00" })).toBe(true);
    expect(isSlotAvailable({ ...base, date: "2025-06-07", time: "11:30" })).toBe(true);
  });

  it("refuses a slot that has passed or falls inside the lead time", () => {
    expect(isSlotAvailable({ ...base, date: "2025-06-06", time: "12:00" })).toBe(false);
    expect(isSlotAvailable({ ...base, date: "2025-06-06", time: "12:30" })).toBe(false);
  });

  it("refuses a slot that was offered when the form loaded but has gone by since", () => {
    const chosen = { ...base, date: "2025-06-06", time: "13:00" };
    expect(isSlotAvailable(chosen)).toBe(true);
    expect(isSlotAvailable({ ...chosen, now: bogota("2025-06-06T12:20") })).toBe(false);
  });

  it("refuses a time off the slot grid, outside the hours, or beyond the offered days", () => {
    expect(isSlotAvailable({ ...base, date: "2025-06-06", time: "13:10" })).toBe(false);
    expect(isSlotAvailable({ ...base, date: "2025-06-06", time: "22:00" })).toBe(false);
    expect(isSlotAvailable({ ...base, date: "2025-06-08", time: "13:00" })).toBe(false);
  });
});
