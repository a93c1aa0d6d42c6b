import { isRateableOrder, netPromoterScore, npsSplit, purchaseRatingSchema } from "./purchase-rating";
import { phoneValid } from "./phone";

describe("netPromoterScore", () => {
  it("is the share of promoters (9–10) minus the share of detractors (0–6), passives (7–8) counting only in the total", () => {
    expect(netPromoterScore([10, 9, 8, 7, 6, 0])).toBe(0);
    expect(netPromoterScore([10, 10, 3])).toBe(33);
    expect(netPromoterScore([0, 6])).toBe(-100);
    expect(netPromoterScore([])).toBeNull();
  });
});

describe("a purchase's rating", () => {
  const both = purchaseRatingSchema("CO", phoneValid, { nps: true, digitalMenu: true });
  const plain = purchaseRatingSchema("CO", phoneValid, { nps: false, digitalMenu: false });

  it("takes product §5's 1–10 scale and the NPS question's 0–10 only when the brand asks it", () => {
    expect(both.safeParse({ rating: 1, nps: 0, digital_menu: 10 }).success).toBe(true);
    expect(both.safeParse({ rating: 10 }).success).toBe(false);
    expect(plain.safeParse({ rating: 10 }).success).toBe(true);
    expect(plain.safeParse({ rating: 10, nps: 9 }).success).toBe(false);
    expect(plain.safeParse({ rating: 7.5 }).success).toBe(false);
  });

  it("leaves the diner's words and contact optional, but checks them when given", () => {
    expect(plain.safeParse({ rating: 8, comment: "", name: "", phone: "", email: "" }).success).toBe(true);
    expect(plain.safeParse({ rating: 8, phone: "300 123 4567", email: "ana@example.co" }).success).toBe(true);
    expect(plain.safeParse({ rating: 8, email: "ana" }).success).toBe(false);
    expect(plain.safeParse({ rating: 8, comment: "x".repeat(501) }).success).toBe(false);
  });

  it("is given once an order is paid or done, once, and never for a canceled order", () => {
    expect(isRateableOrder({ progress: "delivered", status: "pending" }, false)).toBe(true);
    expect(isRateableOrder({ progress: "received", status: "approved" }, false)).toBe(true);
    // just placed, to be paid in person: not yet
    expect(isRateableOrder({ progress: "received", status: "pending" }, false)).toBe(false);
    expect(isRateableOrder({ progress: "preparing", status: "unconfirmed" }, false)).toBe(false);
    expect(isRateableOrder({ progress: "delivered", status: "approved" }, true)).toBe(false);
    expect(isRateableOrder({ progress: "canceled", status: "approved" }, false)).toBe(false);
  });
});

describe("npsSplit", () => {
  it("counts promoters (9–10), passives (7–8) and detractors (0–6)", () => {
    expect(npsSplit([10, 9, 8, 7, 6, 0])).toEqual({ promoters: 2, passives: 2, detractors: 2 });
    expect(npsSplit([])).toEqual({ promoters: 0, passives: 0, detractors: 0 });
  });
});
