import { checkCoupon, COUPON_MIN_LENGTH, normalizeCouponCode, type Coupon } from "./coupon";
import { couponCodeSchema } from "./coupon-code";
import { minor } from "../money/minor";

const now = new Date("2025-06-06T15:00:00Z");
const fresh = { subtotal: minor(40000), now, usedByThisDiner: false };

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return { code: "verano10", kind: "percent", value: 10, uses: 0, active: true, ...overrides };
}

describe("coupon codes (product §5, §9)", () => {
  it("needs at least 4 characters", () => {
    expect(COUPON_MIN_LENGTH).toBe(4);
  });

  it("normalizes to trimmed lower case, so a code typed in capitals is the same coupon", () => {
    expect(normalizeCouponCode("  VERANO10 ")).toBe("verano10");
    expect(normalizeCouponCode("Verano10")).toBe(normalizeCouponCode("verano10"));
  });

  it("parses to the normalized code", () => {
    expect(couponCodeSchema.parse(" ABCD ")).toBe("abcd");
  });

  it("rejects fewer than 4 characters, not counting blanks", () => {
    const message = (input: unknown) => couponCodeSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(message("abc")).toEqual(["validation.couponTooShort"]);
    expect(message("  abc   ")).toEqual(["validation.couponTooShort"]);
    expect(message("abcd")).toBeUndefined();
  });

  it("asks for a code when there is none", () => {
    const message = (input: unknown) => couponCodeSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(message("")).toEqual(["validation.required"]);
    expect(message("   ")).toEqual(["validation.required"]);
    expect(message(undefined)).toEqual(["validation.required"]);
  });
});

describe("checkCoupon discounts", () => {
  it("takes a percentage of the subtotal, rounded to the minor unit", () => {
    expect(checkCoupon(coupon(), fresh)).toEqual({ ok: true, discount: 4000 });
    // 12345 × 15% = 1851.75 → 1852
    expect(checkCoupon(coupon({ value: 15 }), { ...fresh, subtotal: minor(12345) })).toEqual({ ok: true, discount: 1852 });
  });

  it("takes a fixed amount off", () => {
    expect(checkCoupon(coupon({ kind: "amount", value: 5000 }), fresh)).toEqual({ ok: true, discount: 5000 });
  });

  it("never takes off more than the subtotal", () => {
    expect(checkCoupon(coupon({ kind: "amount", value: 50000 }), fresh)).toEqual({ ok: true, discount: 40000 });
    expect(checkCoupon(coupon({ value: 150 }), fresh)).toEqual({ ok: true, discount: 40000 });
  });
});

describe("checkCoupon rejections", () => {
  it("rejects a code that does not exist as invalid", () => {
    expect(checkCoupon(null, fresh)).toEqual({ ok: false, code: "invalid" });
  });

  it("rejects a coupon the brand switched off as invalid", () => {
    expect(checkCoupon(coupon({ active: false }), fresh)).toEqual({ ok: false, code: "invalid" });
  });

  it("rejects a coupon worth nothing, or of an unknown kind, as invalid", () => {
    expect(checkCoupon(coupon({ value: 0 }), fresh)).toEqual({ ok: false, code: "invalid" });
    expect(checkCoupon(coupon({ kind: "amount", value: -100 }), fresh)).toEqual({ ok: false, code: "invalid" });
    expect(checkCoupon(coupon({ value: Number.NaN }), fresh)).toEqual({ ok: false, code: "invalid" });
    expect(checkCoupon(coupon({ kind: "free_shipping" as Coupon["kind"] }), fresh)).toEqual({ ok: false, code: "invalid" });
  });

  it("rejects an expired coupon from its expiry instant on", () => {
    expect(checkCoupon(coupon({ expiresAt: new Date("2025-06-06T14:59:59Z") }), fresh)).toEqual({ ok: false, code: "expired" });
    expect(checkCoupon(coupon({ expiresAt: now }), fresh)).toEqual({ ok: false, code: "expired" });
    expect(checkCoupon(coupon({ expiresAt: new Date("2025-06-06T15:00:01Z") }), fresh).ok).toBe(true);
    expect(checkCoupon(coupon({ expiresAt: null }), fresh).ok).toBe(true);
  });

  it("rejects a coupon this diner already used", () => {
    expect(checkCoupon(coupon(), { ...fresh, usedByThisDiner: true })).toEqual({ ok: false, code: "used" });
  });

  it("rejects a coupon whose uses are exhausted, and only then", () => {
    expect(checkCoupon(coupon({ maxUses: 100, uses: 100 }), fresh)).toEqual({ ok: false, code: "used" });
    expect(checkCoupon(coupon({ maxUses: 100, uses: 99 }), fresh).ok).toBe(true);
    expect(checkCoupon(coupon({ maxUses: null, uses: 100000 }), fresh).ok).toBe(true);
  });

  it("rejects a cart below the coupon's minimum subtotal, and accepts one exactly at it", () => {
    expect(checkCoupon(coupon({ minSubtotal: minor(50000) }), fresh)).toEqual({ ok: false, code: "below_minimum" });
    expect(checkCoupon(coupon({ minSubtotal: minor(40000) }), fresh)).toEqual({ ok: true, discount: 4000 });
  });

  it("reports the reason the diner cannot fix before the one they can", () => {
    const everything = coupon({ expiresAt: new Date("2025-01-01T00:00:00Z"), maxUses: 1, uses: 1, minSubtotal: minor(99999) });
    expect(checkCoupon(everything, { ...fresh, usedByThisDiner: true })).toEqual({ ok: false, code: "expired" });
    expect(checkCoupon({ ...everything, expiresAt: null }, fresh)).toEqual({ ok: false, code: "used" });
    expect(checkCoupon({ ...everything, active: false }, fresh)).toEqual({ ok: false, code: "invalid" });
  });
});
