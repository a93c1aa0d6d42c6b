import { minor } from "../money/minor";
import { promoPrice } from "./promo";

describe("promoPrice", () => {
  it("derives the price from a stated percent, to the nearest minor unit of the currency", () => {
    expect(promoPrice(minor(11000), { price: null, percent: 10 })).toBe(9900); // COP
    expect(promoPrice(minor(2400), { price: null, percent: 15 })).toBe(2040); // 24 PEN → 20,40
    expect(promoPrice(minor(999), { price: null, percent: 15 })).toBe(849); // 849,15 → 849
    expect(promoPrice(minor(1001), { price: null, percent: 50 })).toBe(501); // 500,5 → 501, halves up
  });

  it("follows a branch's own price, so the badge's percent holds at every branch", () => {
    expect(promoPrice(minor(30000), { price: null, percent: 20 })).toBe(24000);
    expect(promoPrice(minor(25000), { price: null, percent: 20 })).toBe(20000);
  });

  it("takes the stated promo price when no percent is stated, and none when neither is", () => {
    expect(promoPrice(minor(42000), { price: minor(38000), percent: null })).toBe(38000);
    expect(promoPrice(minor(42000), { price: null, percent: null })).toBeNull();
    expect(promoPrice(minor(42000), { price: null, percent: 0 })).toBeNull();
  });
});
