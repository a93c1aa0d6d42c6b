import { CURRENCIES, type Currency } from "./currency";
import { fitsCurrencyDecimals, fromMajor, nearestMinor, toMajor } from "./major-units";
import { minor } from "./minor";

/** Major-unit amounts each currency can hold, up to its last decimal (product §9: COP, CLP, CRC 0; the rest 2). */
const EXACT: Record<Currency, readonly number[]> = {
  COP: [0, 1, 12000, 1_234_500, 99_999_999],
  MXN: [0, 0.01, 0.1, 0.29, 89.5, 89.99, 1234.56, 999_999.99],
  PEN: [0, 0.01, 38.5, 1.15, 4.35, 12345.67],
  CLP: [0, 1, 15990, 2_500_000],
  USD: [0, 0.01, 0.07, 19.99, 0.3, 1000000.01],
  BRL: [0, 0.01, 25.9, 0.57, 9.95, 543.21],
  CRC: [0, 1, 4500, 1_250_000],
};

/** One decimal too many for each currency: never a price this app wrote. */
const TOO_PRECISE: Record<Currency, readonly number[]> = {
  COP: [12000.5, 0.1, 1.01],
  MXN: [89.505, 0.001, 1.005],
  PEN: [38.555, 0.009],
  CLP: [15990.9, 0.5],
  USD: [19.999, 0.015],
  BRL: [25.901, 1.0001],
  CRC: [4500.25, 0.01],
};

describe("major ↔ minor, the only conversion", () => {
  it.each(CURRENCIES)("round-trips every %s amount that fits its decimals", (currency) => {
    for (const amount of EXACT[currency]) {
      expect(fitsCurrencyDecimals(amount, currency)).toBe(true);
      const inMinor = fromMajor(amount, currency);
      expect(Number.isSafeInteger(inMinor)).toBe(true);
      expect(toMajor(inMinor, currency)).toBe(amount);
    }
  });

  it("scales by the currency's own decimals", () => {
    expect(CURRENCIES.map((currency) => fromMajor(1, currency))).toEqual([1, 100, 100, 1, 100, 100, 1]);
    expect(toMajor(minor(8950), "MXN")).toBe(89.5);
    expect(toMajor(minor(8950), "COP")).toBe(8950);
  });

  it.each(CURRENCIES)("rejects %s amounts with more decimals than the currency has", (currency) => {
    for (const amount of TOO_PRECISE[currency]) {
      expect(fitsCurrencyDecimals(amount, currency)).toBe(false);
      expect(() => fromMajor(amount, currency)).toThrow(RangeError);
    }
  });

  it("rejects what is not an amount at all", () => {
    expect(() => fromMajor(Number.NaN, "MXN")).toThrow(RangeError);
    expect(() => fromMajor(Number.POSITIVE_INFINITY, "COP")).toThrow(RangeError);
  });

  it("rounds only an amount a person typed, to the nearest minor unit", () => {
    expect(nearestMinor(12.345, "MXN")).toBe(1235);
    expect(nearestMinor(5000.4, "COP")).toBe(5000);
    expect(nearestMinor(Number.NaN, "USD")).toBe(0);
  });
});
