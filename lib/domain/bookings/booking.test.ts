import { bookableDates, bookingRefusal, staffMayMove, staffBookingAction, canChangeBooking, canRateBooking, coversTaken, daySlots, waitlistPromotions, type BookableZone, type BookingRules, type HeldCovers } from "./booking";

const BOGOTA = "America/Bogota"; // UTC−5 all year
const at = (local: string) => new Date(`${local}:00-05:00`);
const rules: BookingRules = { slotMinutes: 30, turnMinutes: 90, leadMinutes: 60, maxParty: 8, daysAhead: 14, cutoffMinutes: 120 };
const salon: BookableZone = { id: 1, key: "salon", covers: 10 };
const terraza: BookableZone = { id: 2, key: "terraza", covers: 4 };
const noon = [{ days: [1, 2, 3, 4, 5, 6, 7], open: "12:00", close: "16:00" }];
const late = [{ days: [5], open: "20:00", close: "02:00" }]; // Friday night into Saturday
const held = (zoneId: number, local: string, persons: number): HeldCovers => ({ zoneId, startsAt: at(local), persons });

describe("coversTaken", () => {
  it("counts the parties seated at once during the turn, not every party of the evening", () => {
    // 12:00 (4) leaves at 13:30; 13:00 (3) overlaps both; 14:30 (5) starts after 12:00 left.
    const book = [held(1, "2026-12-04T12:00", 4), held(1, "2026-12-04T13:00", 3), held(1, "2026-12-04T14:30", 5)];
    expect(coversTaken(book, 1, at("2026-12-04T12:00"), 90)).toBe(7); // 4 + 3 once 13:00 sits down
    expect(coversTaken(book, 1, at("2026-12-04T13:30"), 90)).toBe(5); // the 13:00 party leaves as the 14:30 one sits down
    expect(coversTaken(book, 1, at("2026-12-04T15:00"), 90)).toBe(5);
    expect(coversTaken(book, 2, at("2026-12-04T12:00"), 90)).toBe(0);
  });
});

describe("daySlots", () => {
  const day = { hours: noon, timezone: BOGOTA, now: at("2026-12-04T08:00"), rules, date: "2026-12-04", zones: [salon, terraza] };

  it("offers the day's slots inside the hours, with the zones where the party fits", () => {
    const slots = daySlots({ ...day, persons: 2, held: [] });
    expect(slots.map((s) => s.time)).toEqual(["12:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30"]);
    expect(slots[0]!.zones).toEqual(["salon", "terraza"]);
  });

  it("leaves out a zone, then keeps a full slot with no zone (for the waitlist), once the party no longer fits", () => {
    const full = [held(1, "2026-12-04T13:00", 9), held(2, "2026-12-04T13:00", 4)];
    const slots = daySlots({ ...day, persons: 2, held: full });
    // The 13:00 parties hold both zones until 14:30: every slot whose turn overlaps theirs is full for two.
    expect(slots.filter((s) => s.zones.length > 0).map((s) => s.time)).toEqual(["14:30", "15:00", "15:30"]);
    expect(slots.find((s) => s.time === "13:00")?.zones).toEqual([]);
    expect(daySlots({ ...day, persons: 1, held: full }).find((s) => s.time === "13:00")?.zones).toEqual(["salon"]);
  });

  it("follows a night that crosses midnight into the next date", () => {
    const friday = { ...day, hours: late, now: at("2026-12-04T10:00"), persons: 2, held: [] };
    expect(daySlots({ ...friday, date: "2026-12-04" }).map((s) => s.time)).toEqual(["20:00", "20:30", "21:00", "21:30", "22:00", "22:30", "23:00", "23:30"]);
    expect(daySlots({ ...friday, date: "2026-12-05" }).map((s) => s.time)).toEqual(["00:00", "00:30", "01:00", "01:30"]);
  });
});

describe("bookingRefusal", () => {
  const ask = { hours: noon, timezone: BOGOTA, now: at("2026-12-04T11:20"), rules, zone: salon, held: [] as HeldCovers[], persons: 2, date: "2026-12-04", time: "13:00" };

  it("takes a slot with room", () => {
    expect(bookingRefusal(ask)).toBeNull();
  });

  it("says why a slot cannot be taken, in the terms a diner can act on", () => {
    expect(bookingRefusal({ ...ask, persons: 9 })).toBe("party_too_large");
    expect(bookingRefusal({ ...ask, time: "11:00" })).toBe("slot_in_past");
    expect(bookingRefusal({ ...ask, time: "12:00" })).toBe("slot_too_soon"); // inside the hour of lead time
    expect(bookingRefusal({ ...ask, time: "17:00" })).toBe("slot_outside_hours");
    expect(bookingRefusal({ ...ask, time: "12:15" })).toBe("slot_outside_hours"); // not on the half hour
    expect(bookingRefusal({ ...ask, date: "2026-12-18" })).toBe("slot_too_far"); // today + 14 days
    expect(bookingRefusal({ ...ask, date: "2026-12-17" })).toBeNull();
    expect(bookingRefusal({ ...ask, zone: undefined })).toBe("booking_zone_unknown");
  });

  it("refuses the cover that would overbook the zone, and takes the last one that fits", () => {
    const nine = [held(1, "2026-12-04T12:30", 9)];
    expect(bookingRefusal({ ...ask, held: nine, persons: 2 })).toBe("slot_full");
    expect(bookingRefusal({ ...ask, held: nine, persons: 1 })).toBeNull();
  });
});

describe("canChangeBooking", () => {
  it("allows edits and cancellations until the brand's cut-off before the slot", () => {
    expect(canChangeBooking(at("2026-12-04T20:00"), at("2026-12-04T18:00"), 120)).toBe(true);
    expect(canChangeBooking(at("2026-12-04T20:00"), at("2026-12-04T18:01"), 120)).toBe(false);
  });
});

describe("bookableDates", () => {
  it("lists the branch's own dates, from its today: late evening in Bogotá is already tomorrow in UTC", () => {
    expect(bookableDates(at("2026-12-31T21:00"), BOGOTA, 3)).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
  });
});

describe("staffMayMove", () => {
  it("lets staff approve or decline a pending booking and confirm an approved one; a canceled one stays canceled", () => {
    expect(staffMayMove("pending", "approved")).toBe(true);
    expect(staffMayMove("pending", "canceled")).toBe(true);
    expect(staffMayMove("approved", "confirmed")).toBe(true);
    expect(staffMayMove("pending", "confirmed")).toBe(false);
    expect(staffMayMove("canceled", "approved")).toBe(false);
    // only an accepted booking is seated, and a seated party is no longer a no-show
    expect(staffMayMove("pending", "seated")).toBe(false);
    expect(staffMayMove("confirmed", "seated")).toBe(true);
    expect(staffMayMove("seated", "canceled")).toBe(false);
  });
});

describe("staffBookingAction", () => {
  it("names a pending booking canceled a decline and an accepted one canceled a no-show", () => {
    expect(staffBookingAction("pending", "approved")).toBe("booking.approved");
    expect(staffBookingAction("approved", "confirmed")).toBe("booking.confirmed");
    expect(staffBookingAction("pending", "canceled")).toBe("booking.declined");
    expect(staffBookingAction("waiting_list", "canceled")).toBe("booking.declined");
    expect(staffBookingAction("approved", "canceled")).toBe("booking.no_show");
    expect(staffBookingAction("confirmed", "canceled")).toBe("booking.no_show");
    expect(staffBookingAction("approved", "seated")).toBe("booking.seated");
  });
});

describe("waitlistPromotions", () => {
  const waiting = (id: number, zoneId: number, persons: number, local = "2026-12-04T20:00") => ({ id, zoneId, startsAt: at(local), persons });

  it("seats the waitlist first come first served, in the zone asked for, then wherever there is room", () => {
    // salon 10 holds 8, terraza 4 holds 2: room for 2 in the salon, 2 on the terrace
    const heldNow = [held(1, "2026-12-04T20:00", 8), held(2, "2026-12-04T20:00", 2)];
    const promoted = waitlistPromotions([waiting(7, 2, 2), waiting(5, 1, 2), waiting(9, 1, 2)], [salon, terraza], heldNow, 90);
    expect(promoted).toEqual([
      { id: 5, zoneId: 1 },
      { id: 7, zoneId: 2 },
    ]);
  });

  it("lets a smaller party behind a large one through, and the large one keeps waiting", () => {
    const heldNow = [held(1, "2026-12-04T20:00", 7), held(2, "2026-12-04T20:00", 4)];
    expect(waitlistPromotions([waiting(3, 1, 6), waiting(4, 1, 3)], [salon, terraza], heldNow, 90)).toEqual([{ id: 4, zoneId: 1 }]);
  });

  it("promotes nobody while the turn around their slot is still full", () => {
    const heldNow = [held(1, "2026-12-04T19:30", 10), held(2, "2026-12-04T19:30", 4)];
    expect(waitlistPromotions([waiting(3, 1, 1)], [salon, terraza], heldNow, 90)).toEqual([]);
    expect(waitlistPromotions([waiting(3, 1, 1, "2026-12-04T21:00")], [salon, terraza], heldNow, 90)).toEqual([{ id: 3, zoneId: 1 }]);
  });
});

describe("canRateBooking", () => {
  const eight = at("2026-12-04T20:00");
  const booking = (status: Parameters<typeof canRateBooking>[0]["status"], rating: number | null = null) => ({ status, startsAt: eight, rating });

  it("opens once the restaurant confirmed the visit, or once an accepted booking's time has come", () => {
    expect(canRateBooking(booking("confirmed"), at("2026-12-04T12:00"))).toBe(true);
    expect(canRateBooking(booking("approved"), at("2026-12-04T19:59"))).toBe(false);
    expect(canRateBooking(booking("approved"), at("2026-12-04T20:00"))).toBe(true);
  });

  it("never for a booking that did not happen, nor twice", () => {
    for (const status of ["pending", "waiting_list", "canceled"] as const) expect(canRateBooking(booking(status), at("2026-12-05T12:00"))).toBe(false);
    expect(canRateBooking(booking("confirmed", 9), at("2026-12-05T12:00"))).toBe(false);
  });
});
