import { addMinor, includedPercent, maxMinor, minMinor, minor, percentOf, splitEvenly, subtractMinor, timesQuantity, ZERO, type Minor } from "./minor";
import { fromMajor, toMajor } from "./major-units";

describe("Minor, the app's one unit of money", () => {
  it("is built only from a whole number of minor units", () => {
    expect(minor(8950)).toBe(8950);
    expect(minor(-500)).toBe(-500);
    expect(ZERO).toBe(0);
    expect(() => minor(89.5)).toThrow(RangeError);
    expect(() => minor(Number.NaN)).toThrow(RangeError);
    expect(() => minor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => minor(2 ** 53)).toThrow(RangeError);
  });

  it("cannot be given a plain number, so a major-unit amount cannot slip in (checked by tsc)", () => {
    // @ts-expect-error 89.5 MXN in major units is not Minor: it must go through fromMajor (major-units.ts)
    const major: Minor = 89.5;
    // @ts-expect-error arithmetic on Minor gives a plain number, not Minor
    const sum: Minor = minor(1) + minor(2);
    const parsed: Minor = fromMajor(major, "MXN");
    expect([parsed, sum]).toEqual([8950, 3]);
  });
});

describe("minor-unit arithmetic", () => {
  it("adds any number of amounts", () => {
    expect(addMinor()).toBe(0);
    expect(addMinor(minor(12000))).toBe(12000);
    expect(addMinor(minor(12000), minor(500), minor(2000))).toBe(14500);
  });

  it("subtracts, and may go below zero for a caller to clamp", () => {
    expect(subtractMinor(minor(10000), minor(6000))).toBe(4000);
    expect(subtractMinor(minor(6000), minor(10000))).toBe(-4000);
  });

  it("multiplies by a whole quantity only", () => {
    expect(timesQuantity(minor(14500), 2)).toBe(29000);
    expect(timesQuantity(minor(14500), 0)).toBe(0);
    expect(() => timesQuantity(minor(14500), 1.5)).toThrow(RangeError);
  });

  it("takes the smaller or larger amount", () => {
    expect(minMinor(minor(21600), minor(999999))).toBe(21600);
    expect(maxMinor(ZERO, minor(-500))).toBe(0);
    expect(maxMinor(minor(10000), minor(15000), minor(5000))).toBe(15000);
  });

  it("has no floating drift: 0.10 + 0.20 MXN is exactly 0.30", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const sum = addMinor(fromMajor(0.1, "MXN"), fromMajor(0.2, "MXN"));
    expect(sum).toBe(30);
    expect(toMajor(sum, "MXN")).toBe(0.3);
    // ten lines of 0.10 USD are a dollar, not 0.9999999999999999
    expect(toMajor(timesQuantity(fromMajor(0.1, "USD"), 10), "USD")).toBe(1);
    expect(toMajor(addMinor(...Array.from({ length: 10 }, () => fromMajor(0.1, "USD"))), "USD")).toBe(1);
    // 1.15 × 100 is 114.99999999999999 in floating point; the cents are still 115
    expect(fromMajor(1.15, "PEN")).toBe(115);
  });
});

describe("percentages (tip 10 %, coupons, impoconsumo 8 %)", () => {
  it("rounds a share to the nearest minor unit, halves up", () => {
    expect(percentOf(minor(42500), 10)).toBe(4250);
    expect(percentOf(minor(12345), 10)).toBe(1235); // 1234.5 → 1235
    expect(percentOf(minor(12344), 5)).toBe(617); // 617.2 → 617
    expect(percentOf(minor(12345), 15)).toBe(1852); // 1851.75 → 1852
    expect(percentOf(minor(1), 50)).toBe(1); // 0.5 centavo → 1
    expect(percentOf(minor(8950), 0)).toBe(0);
  });

  it("is exact in MXN cents where floating point would drift", () => {
    // 10 % of 0.70 MXN: 0.7 × 0.1 is 0.06999999999999999 in floating point
    expect(percentOf(fromMajor(0.7, "MXN"), 10)).toBe(7);
    expect(percentOf(fromMajor(89.5, "MXN"), 10)).toBe(895);
  });

  it("finds the tax already inside a tax-inclusive amount", () => {
    expect(includedPercent(minor(10800), 8)).toBe(800);
    expect(includedPercent(minor(12000), 8)).toBe(889); // 888.88…
    expect(includedPercent(minor(100), 8)).toBe(7); // 7.40…
    for (let amount = 0; amount < 5000; amount += 13) expect(Number.isSafeInteger(includedPercent(minor(amount), 8))).toBe(true);
  });
});

describe("splitEvenly", () => {
  it("shares an amount out without losing or inventing a minor unit, the remainder on the later parts", () => {
    expect(splitEvenly(fromMajor(100000, "COP"), 3)).toEqual([33333, 33333, 33334]);
    expect(splitEvenly(fromMajor(10, "USD"), 3)).toEqual([333, 333, 334]);
    expect(splitEvenly(fromMajor(10.01, "USD"), 3)).toEqual([333, 334, 334]);
    expect(splitEvenly(fromMajor(0.05, "MXN"), 4)).toEqual([1, 1, 1, 2]);
    expect(splitEvenly(minor(7), 7)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(splitEvenly(minor(2), 3)).toEqual([0, 1, 1]);
    expect(splitEvenly(minor(12345), 1)).toEqual([12345]);
  });

  it("gives each part the quotient or one unit more, exactly `remainder` of them more, the last always when there is one", () => {
    for (const [amount, count] of [[100000, 3], [999999, 7], [1, 50], [4999, 50], [123457, 13], [10, 4]] as const) {
      const parts = splitEvenly(minor(amount), count);
      const quotient = Math.floor(amount / count);
      expect(parts).toHaveLength(count);
      expect(addMinor(...parts)).toBe(amount);
      expect(parts.every((part) => part === quotient || part === quotient + 1)).toBe(true);
      expect(parts.filter((part) => part === quotient + 1)).toHaveLength(amount % count);
      expect(parts[0]).toBe(quotient);
      if (amount % count > 0) expect(parts.at(-1)).toBe(quotient + 1);
    }
  });

  it("refuses a count that is not a whole number of parts", () => {
    expect(() => splitEvenly(minor(100), 0)).toThrow(RangeError);
    expect(() => splitEvenly(minor(100), 2.5)).toThrow(RangeError);
    expect(() => splitEvenly(minor(100), Number.NaN)).toThrow(RangeError);
  });
});
