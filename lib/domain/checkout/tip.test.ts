import { minor, type Minor } from "../money/minor";
import { DEFAULT_TIP, MAX_PRESELECTED_TIP_PERCENT, TIP_PERCENT_CHOICES, tipAmount, tipOffered, type Tip } from "./tip";
import { tipSchema } from "./tip-schema";

/** The default tip with some fields changed; a custom value is given in minor units. */
const tip = ({ customValue, ...overrides }: Partial<Omit<Tip, "customValue">> & { customValue?: number }): Tip => ({
  ...DEFAULT_TIP,
  ...overrides,
  ...(customValue === undefined ? {} : { customValue: minor(customValue) }),
});

describe("the default tip (product §9)", () => {
  it("is included at 10% with no custom value", () => {
    expect(DEFAULT_TIP).toEqual({ include: "YES", percent: 10, customValue: null });
  });

  it("cannot be changed by a caller that mutates it", () => {
    expect(Object.isFrozen(DEFAULT_TIP)).toBe(true);
  });

  it("never preselects above 10%: no offered choice and not the default", () => {
    expect(TIP_PERCENT_CHOICES).toEqual([0, 5, 10]);
    expect(MAX_PRESELECTED_TIP_PERCENT).toBe(10);
    expect(Math.max(...TIP_PERCENT_CHOICES)).toBeLessThanOrEqual(MAX_PRESELECTED_TIP_PERCENT);
    expect(DEFAULT_TIP.percent).toBeLessThanOrEqual(MAX_PRESELECTED_TIP_PERCENT);
    expect(TIP_PERCENT_CHOICES).toContain(DEFAULT_TIP.percent);
  });

  it("offers removing the tip (0%)", () => {
    expect(TIP_PERCENT_CHOICES).toContain(0);
  });
});

describe("tipOffered", () => {
  it("is offered unless the brand's disable-tip flag is on", () => {
    expect(tipOffered({ disableTipFlag: false })).toBe(true);
    expect(tipOffered({ disableTipFlag: true })).toBe(false);
  });
});

describe("tipAmount (minor units)", () => {
  it("is 10% of the subtotal by default", () => {
    expect(tipAmount(minor(42500), DEFAULT_TIP)).toBe(4250);
  });

  it("rounds to the nearest minor unit", () => {
    // 12345 × 10% = 1234.5 → 1235; 12344 × 5% = 617.2 → 617
    expect(tipAmount(minor(12345), DEFAULT_TIP)).toBe(1235);
    expect(tipAmount(minor(12344), tip({ percent: 5 }))).toBe(617);
  });

  it("follows another percentage the diner picks", () => {
    expect(tipAmount(minor(20000), tip({ percent: 15 }))).toBe(3000);
    expect(tipAmount(minor(20000), tip({ percent: 0 }))).toBe(0);
  });

  it("uses a custom value as given, whatever the percent says", () => {
    expect(tipAmount(minor(20000), tip({ customValue: 5000 }))).toBe(5000);
    expect(tipAmount(minor(20000), tip({ percent: 0, customValue: 1500 }))).toBe(1500);
    expect(tipAmount(minor(20000), tip({ customValue: 0 }))).toBe(0);
  });

  it("is nothing when the diner removed the tip, even with a custom value", () => {
    expect(tipAmount(minor(20000), tip({ include: "NO" }))).toBe(0);
    expect(tipAmount(minor(20000), tip({ include: "NO", customValue: 5000 }))).toBe(0);
  });

  it("never turns negative", () => {
    expect(tipAmount(minor(20000), tip({ customValue: -500 }))).toBe(0);
    expect(tipAmount(minor(20000), tip({ percent: -10 }))).toBe(0);
    expect(tipAmount(Number.NaN as Minor, DEFAULT_TIP)).toBe(0);
  });
});

describe("tipSchema", () => {
  const keys = (input: unknown) => (tipSchema.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join(".")}:${i.message}`);

  it("accepts the default, a removed tip, another percentage and a custom value", () => {
    expect(tipSchema.parse(DEFAULT_TIP)).toEqual(DEFAULT_TIP);
    expect(keys({ include: "NO", percent: 0, customValue: null })).toEqual([]);
    expect(keys({ include: "YES", percent: 15, customValue: null })).toEqual([]);
    expect(keys({ include: "YES", percent: 10, customValue: 7000 })).toEqual([]);
  });

  it("rejects an include other than YES or NO", () => {
    expect(keys({ ...DEFAULT_TIP, include: "yes" })).toEqual(["include:validation.invalidOption"]);
  });

  it("rejects fractional, negative or over-100 percentages", () => {
    expect(keys({ ...DEFAULT_TIP, percent: 7.5 })).toEqual(["percent:validation.invalidTip"]);
    expect(keys({ ...DEFAULT_TIP, percent: -1 })).toEqual(["percent:validation.invalidTip"]);
    expect(keys({ ...DEFAULT_TIP, percent: 101 })).toEqual(["percent:validation.invalidTip"]);
    expect(keys({ ...DEFAULT_TIP, percent: "10" })).toEqual(["percent:validation.invalidTip"]);
  });

  it("rejects a custom value that is not whole, non-negative minor units", () => {
    expect(keys({ ...DEFAULT_TIP, customValue: -1 })).toEqual(["customValue:validation.invalidTip"]);
    expect(keys({ ...DEFAULT_TIP, customValue: 10.5 })).toEqual(["customValue:validation.invalidTip"]);
  });
});
