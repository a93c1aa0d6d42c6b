/** @jest-environment jsdom */
import { DEVICE_BOOKINGS_KEPT, deviceBookings, forgetBooking, rememberBooking } from "./device-bookings";

const booking = (id: number, startsAt = `2026-12-${String(10 + (id % 18)).padStart(2, "0")}T20:00:00.000Z`) => ({ id, token: `t${id}`, supplierSlug: "centro", startsAt });

beforeEach(() => localStorage.clear());

describe("the bookings a device keeps", () => {
  it("keeps each booking once, latest first, with its current time", () => {
    rememberBooking(booking(1, "2026-12-10T20:00:00.000Z"));
    rememberBooking(booking(2, "2026-12-12T20:00:00.000Z"));
    rememberBooking({ ...booking(1), startsAt: "2026-12-14T20:00:00.000Z" }); // moved by the diner
    expect(deviceBookings().map((b) => [b.id, b.startsAt])).toEqual([
      [1, "2026-12-14T20:00:00.000Z"],
      [2, "2026-12-12T20:00:00.000Z"],
    ]);
  });

  it("forgets one its link no longer opens", () => {
    rememberBooking(booking(1));
    rememberBooking(booking(2));
    forgetBooking(1);
    expect(deviceBookings().map((b) => b.id)).toEqual([2]);
  });

  it("keeps a bounded number", () => {
    for (let id = 1; id <= DEVICE_BOOKINGS_KEPT + 5; id++) rememberBooking(booking(id, new Date(Date.UTC(2026, 0, id)).toISOString()));
    const kept = deviceBookings();
    expect(kept).toHaveLength(DEVICE_BOOKINGS_KEPT);
    expect(kept[0]!.id).toBe(DEVICE_BOOKINGS_KEPT + 5);
  });

  it("reads a damaged copy as none, and rows of another shape not at all", () => {
    localStorage.setItem("comanda:bookings", "{not json");
    expect(deviceBookings()).toEqual([]);
    localStorage.setItem("comanda:bookings", JSON.stringify([{ id: "1" }, booking(3)]));
    expect(deviceBookings().map((b) => b.id)).toEqual([3]);
  });
});
