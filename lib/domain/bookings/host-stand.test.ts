import { bookingsBySlot, heldCovers, staffMovesFor } from "./host-stand";

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
    // a canceled booking goes after the live ones of its slot, and the slot counts only the live
    expect(bookingsBySlot(day).map((slot) => [slot.time, slot.bookings.map((b) => b.id), slot.live, slot.covers])).toEqual([
      ["13:30", [2], 1, 2],
      ["20:00", [1, 4, 3], 2, 6],
    ]);
    expect(heldCovers(day)).toBe(8);
  });
});
