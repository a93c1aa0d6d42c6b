import { formatOpeningHours, weekdayName } from "./hours-format";

describe("hours formatting", () => {
  it("names ISO weekdays in the diner's language", () => {
    expect(weekdayName(1, "es")).toBe("lunes");
    expect(weekdayName(7, "en")).toBe("Sunday");
    expect(weekdayName(6, "pt")).toBe("sábado");
  });

  it("lists each period with its days in week order", () => {
    expect(formatOpeningHours([{ days: [3, 1], open: "11:30", close: "22:00" }], "en")).toEqual(["Mon, Wed · 11:30–22:00"]);
  });
});
