import { alternativesTo, slotsAround, WISHED_TIME } from "./slot-offer";

/** A day from 11:30 to 22:00 every half hour, room everywhere but the `full` hours. */
function day(full: string[] = []) {
  const slots = [];
  for (let minutes = 11 * 60 + 30; minutes <= 22 * 60; minutes += 30) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    slots.push({ time, zones: full.includes(time) ? [] : ["salon"] });
  }
  return slots;
}
const times = (slots: { time: string }[]) => slots.map((slot) => slot.time);

describe("slotsAround (the hours offered first)", () => {
  it("offers five hours centred on the wished one, out of a day's twenty-two", () => {
    expect(day()).toHaveLength(22);
    expect(times(slotsAround(day(), WISHED_TIME))).toEqual(["19:00", "19:30", "20:00", "20:30", "21:00"]);
  });

  it("takes the nearest slot when the wish falls between two, and fills up from the other side at the day's ends", () => {
    expect(times(slotsAround(day(), "13:10"))).toEqual(["12:00", "12:30", "13:00", "13:30", "14:00"]);
    expect(times(slotsAround(day(), "22:00"))).toEqual(["20:00", "20:30", "21:00", "21:30", "22:00"]);
    expect(times(slotsAround(day(), "08:00"))).toEqual(["11:30", "12:00", "12:30", "13:00", "13:30"]);
  });

  it("always shows the chosen hour, moving the window to it when it lies outside", () => {
    expect(times(slotsAround(day(), WISHED_TIME, "20:30"))).toEqual(["19:00", "19:30", "20:00", "20:30", "21:00"]);
    expect(times(slotsAround(day(), WISHED_TIME, "12:30"))).toEqual(["11:30", "12:00", "12:30", "13:00", "13:30"]);
  });

  it("keeps full hours in place (they offer their waitlist) and offers a short day whole", () => {
    expect(times(slotsAround(day(["20:00"]), WISHED_TIME))).toContain("20:00");
    expect(times(slotsAround(day().slice(0, 3), WISHED_TIME))).toEqual(["11:30", "12:00", "12:30"]);
    expect(slotsAround([], WISHED_TIME)).toEqual([]);
  });
});

describe("alternativesTo (a full hour's nearest hours with room)", () => {
  it("offers the nearest hours with room on both sides, an earlier one first when as near, in the day's order", () => {
    expect(times(alternativesTo(day(["20:00"]), "20:00"))).toEqual(["19:00", "19:30", "20:30"]);
  });

  it("looks further when the neighbours are full too", () => {
    expect(times(alternativesTo(day(["19:30", "20:00", "20:30"]), "20:00", 2))).toEqual(["19:00", "21:00"]);
  });

  it("offers nothing when the whole day is full", () => {
    const full = day().map((slot) => slot.time);
    expect(alternativesTo(day(full), "20:00")).toEqual([]);
  });
});
