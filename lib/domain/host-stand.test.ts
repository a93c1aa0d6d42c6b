import { bookingsBySlot, heldCovers, shiftDay, staffMovesFor, todayAt } from "./host-stand";

describe("staffMovesFor", () => {
  it("offers approve or decline for a pending booking, confirm, seat or no-show for an approved one, nothing once seated or canceled", () => {
    expect(staffMovesFor("pending")).toEqual(["approved", "canceled"]);
    expect(staffMovesFor("approved")).toEqual(["confirmed", "seated", "canceled"]);
    expect(staffMovesFor("confirmed")).toEqual(["seated", "canceled"]);
    expect(staffMovesFor("seated")).toEqual([]);
    expect(staffMovesFor("canceled")).toEqual([]);
  });
});

describe("bookingsBySlot", () => {
  it("groups the day by time, in order, counting only the covers held", () => {
    const day = [
      { id: 1, time: "20:00", persons: 4, status: "approved" as const },
      { id: 2, time: "13:30", persons: 2, status: "pending" as const },
      { id: 3, time: "20:00", persons: 6, status: "canceled" as const },
      { id: 4, time: "20:00", persons: 2, status: "confirmed" as const },
    ];
    expect(bookingsBySlot(day).map((slot) => [slot.time, slot.bookings.map((b) => b.id), slot.covers])).toEqual([
      ["13:30", [2], 2],
      ["20:00", [1, 3, 4], 6],
    ]);
    expect(heldCovers(day)).toBe(8);
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
