import { lastSeenStale, renewedExpiry, sessionExpiry, STAFF_SESSION_SECONDS } from "./staff-session";

const at = (iso: string) => new Date(iso);

describe("a staff session's sliding expiry", () => {
  it("lasts 12 hours from sign-in", () => {
    expect(STAFF_SESSION_SECONDS).toBe(43_200);
    expect(sessionExpiry(at("2026-11-23T08:00:00Z"))).toEqual(at("2026-11-23T20:00:00Z"));
  });

  it("is renewed for a whole 12 hours once more than half of it is used, and not before", () => {
    const expiresAt = at("2026-11-23T20:00:00Z");
    expect(renewedExpiry(expiresAt, at("2026-11-23T13:59:59Z"))).toBeNull();
    expect(renewedExpiry(expiresAt, at("2026-11-23T14:00:00Z"))).toBeNull();
    expect(renewedExpiry(expiresAt, at("2026-11-23T14:00:01Z"))).toEqual(at("2026-11-24T02:00:01Z"));
  });

  it("records a device's last call at most once a minute", () => {
    expect(lastSeenStale(at("2026-11-23T08:00:00Z"), at("2026-11-23T08:00:59Z"))).toBe(false);
    expect(lastSeenStale(at("2026-11-23T08:00:00Z"), at("2026-11-23T08:01:00Z"))).toBe(true);
  });
});
