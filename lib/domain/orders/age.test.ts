import { ADULT_AGE, ageOn, isAdult, parseBirthDate } from "./age";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const today = day("2025-06-06");

describe("isAdult (product §5 age gate)", () => {
  it("blocks the day before the 18th birthday and lets in on the day", () => {
    expect(ADULT_AGE).toBe(18);
    expect(isAdult("2007-06-07", today)).toBe(false);
    expect(isAdult("2007-06-06", today)).toBe(true);
    expect(isAdult("2007-06-05", today)).toBe(true);
  });

  it("honours another minimum age", () => {
    expect(isAdult("2005-06-07", today, 21)).toBe(false);
    expect(isAdult("2004-06-06", today, 21)).toBe(true);
  });

  it("is false for a date it cannot read", () => {
    expect(isAdult("", today)).toBe(false);
    expect(isAdult("1990-02-30", today)).toBe(false);
    expect(isAdult("06/06/1990", today)).toBe(false);
    expect(isAdult("2030-01-01", today)).toBe(false);
  });

  it("does not drift with the time of day of `today`", () => {
    // 23:30 UTC on the eve of the birthday is still the eve.
    expect(isAdult("2007-06-07", new Date("2025-06-06T23:30:00Z"))).toBe(false);
    expect(isAdult("2007-06-07", new Date("2025-06-07T00:00:00Z"))).toBe(true);
  });
});

describe("ageOn", () => {
  it("counts whole years, one less before this year's birthday", () => {
    expect(ageOn(day("1990-06-07"), today)).toBe(34);
    expect(ageOn(day("1990-06-06"), today)).toBe(35);
    expect(ageOn(day("1990-12-31"), today)).toBe(34);
    expect(ageOn(day("1990-01-01"), today)).toBe(35);
  });

  it("turns a 29 February baby a year older on 1 March in common years", () => {
    const leapling = day("2008-02-29");
    expect(ageOn(leapling, day("2026-02-28"))).toBe(17);
    expect(ageOn(leapling, day("2026-03-01"))).toBe(18);
    expect(isAdult("2008-02-29", day("2026-02-28"))).toBe(false);
    expect(isAdult("2008-02-29", day("2026-03-01"))).toBe(true);
  });

  it("turns a 29 February baby a year older on 29 February in leap years", () => {
    const leapling = day("2008-02-29");
    expect(ageOn(leapling, day("2028-02-28"))).toBe(19);
    expect(ageOn(leapling, day("2028-02-29"))).toBe(20);
  });
});

describe("parseBirthDate", () => {
  it("reads YYYY-MM-DD as UTC midnight", () => {
    expect(parseBirthDate("2001-02-28", today)?.toISOString()).toBe("2001-02-28T00:00:00.000Z");
    expect(parseBirthDate("2004-02-29", today)?.toISOString()).toBe("2004-02-29T00:00:00.000Z");
  });

  it("rejects impossible dates", () => {
    expect(parseBirthDate("2001-02-30", today)).toBeNull();
    expect(parseBirthDate("2001-02-29", today)).toBeNull();
    expect(parseBirthDate("2001-13-01", today)).toBeNull();
    expect(parseBirthDate("2001-04-31", today)).toBeNull();
    expect(parseBirthDate("2001-01-00", today)).toBeNull();
  });

  it("rejects every other format", () => {
    for (const value of ["2001-2-3", "01-02-2001", "2001/02/03", "2001-02-03T00:00:00Z", " 2001-02-03", "20010203"]) {
      expect(parseBirthDate(value, today)).toBeNull();
    }
  });

  it("rejects dates after today but takes today itself", () => {
    expect(parseBirthDate("2025-06-07", today)).toBeNull();
    expect(parseBirthDate("2025-06-06", new Date("2025-06-06T15:00:00Z"))?.toISOString()).toBe("2025-06-06T00:00:00.000Z");
  });

  it("rejects ages over 120", () => {
    expect(parseBirthDate("1904-06-07", today)).not.toBeNull(); // 120, a day short of 121
    expect(parseBirthDate("1904-06-06", today)).toBeNull(); // 121 today
    expect(parseBirthDate("0099-01-01", today)).toBeNull();
  });
});
