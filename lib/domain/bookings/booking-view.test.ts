import { bookingStillFollowed, FOLLOWED_AFTER_START_MS } from "./booking-view";

const startsAt = "2026-12-07T17:30:00.000Z";
const start = Date.parse(startsAt);

describe("bookingStillFollowed", () => {
  it("follows a booking before its time and while its party may still be seated after it", () => {
    expect(bookingStillFollowed({ status: "approved", starts_at: startsAt }, start - 60_000)).toBe(true);
    // the party is late: the host seats it ten minutes after the booked time, and the page must show it
    expect(bookingStillFollowed({ status: "approved", starts_at: startsAt }, start + 10 * 60_000)).toBe(true);
    expect(bookingStillFollowed({ status: "seated", starts_at: startsAt }, start + 60 * 60_000)).toBe(true);
  });

  it("lets go of a canceled booking at once, and of any booking hours after it began", () => {
    expect(bookingStillFollowed({ status: "canceled", starts_at: startsAt }, start - 86_400_000)).toBe(false);
    expect(bookingStillFollowed({ status: "pending", starts_at: startsAt }, start + FOLLOWED_AFTER_START_MS)).toBe(false);
  });
});
