import { lineKey, type CartLine } from "../cart/cart";
import { computeCheckoutTotals, type CheckoutTotalsInput } from "./checkout-totals";
import { minor } from "../money/minor";
import { DEFAULT_TIP } from "./tip";
import { computeTotals } from "../cart/totals";

function line(unitPrice: number, quantity = 1): CartLine {
  return {
    key: lineKey(1, {}),
    productSupplierId: 1,
    productId: 1,
    label: "Burger",
    image: null,
    unitPrice: minor(unitPrice),
    options: [],
    quantity,
    isAlcoholic: false,
    stock: null,
  };
}

function checkout(overrides: Partial<CheckoutTotalsInput> = {}) {
  return computeCheckoutTotals({
    lines: [line(10800, 2)],
    deliveryPrice: minor(5000),
    country: "CO",
    minimumOrder: { enabled: false, zoneMinimum: minor(0) },
    currency: "COP",
    paymentMethod: "card",
    disableTipFlag: false,
    tip: DEFAULT_TIP,
    couponDiscount: minor(0),
    ...overrides,
  });
}

describe("computeCheckoutTotals", () => {
  it("adds the default 10% tip and delivery to the subtotal", () => {
    expect(checkout()).toEqual({
      subtotal: 21600,
      deliveryPrice: 5000,
      consumptionTax: 1600,
      total: 21600 + 5000 + 2160,
      minimumOrderValue: 0,
      missingForMinimum: 0,
      meetsMinimum: true,
      discount: 0,
      tipOffered: true,
      tip: 2160,
      minimumOnlinePayment: 10000,
      meetsMinimumOnlinePayment: true,
    });
  });

  it("agrees with the cart's totals on subtotal, delivery and minimum order", () => {
    const input = { lines: [line(4500, 1)], deliveryPrice: minor(3000), country: "CO", minimumOrder: { enabled: true, zoneMinimum: minor(0) } };
    const cart = computeTotals(input);
    const result = checkout({ ...input, couponDiscount: minor(1000) });
    expect(result).toMatchObject({
      subtotal: cart.subtotal,
      deliveryPrice: cart.deliveryPrice,
      minimumOrderValue: cart.minimumOrderValue,
      missingForMinimum: cart.missingForMinimum,
      meetsMinimum: cart.meetsMinimum,
    });
  });

  it("takes the coupon off the food, and the impoconsumo shown follows the discounted amount", () => {
    const result = checkout({ couponDiscount: minor(5400) });
    expect(result.discount).toBe(5400);
    // 16200 × 8 / 108 = 1200
    expect(result.consumptionTax).toBe(1200);
    expect(result.total).toBe(21600 - 5400 + 5000 + 2160);
  });

  it("computes the tip on the subtotal before the discount", () => {
    expect(checkout({ couponDiscount: minor(5400) }).tip).toBe(2160);
  });

  it("never lets a discount exceed the subtotal or go negative", () => {
    expect(checkout({ couponDiscount: minor(999999) })).toMatchObject({ discount: 21600, total: 5000 + 2160 });
    expect(checkout({ couponDiscount: minor(-500) }).discount).toBe(0);
  });

  it.each(["cash_or_dataphone", "payment_on_delivery", "card"] as const)("offers the tip paying by %s: staff collect it with the bill", (paymentMethod) => {
    expect(checkout({ paymentMethod })).toMatchObject({ tipOffered: true, tip: 2160, total: 26600 + 2160 });
  });

  it("charges no tip when it is not offered or was removed", () => {
    expect(checkout({ disableTipFlag: true })).toMatchObject({ tipOffered: false, tip: 0 });
    expect(checkout({ tip: { include: "NO", percent: 10, customValue: null } })).toMatchObject({ tipOffered: true, tip: 0 });
    expect(checkout({ tip: { include: "YES", percent: 10, customValue: minor(3000) } }).tip).toBe(3000);
  });

  it("applies the minimum online payment to the whole amount, for online methods only", () => {
    const small = { lines: [line(4000)], deliveryPrice: minor(3000) };
    expect(checkout({ ...small, tip: { include: "NO", percent: 0, customValue: null } })).toMatchObject({
      total: 7000,
      minimumOnlinePayment: 10000,
      meetsMinimumOnlinePayment: false,
    });
    expect(checkout({ ...small, paymentMethod: "payment_on_delivery" })).toMatchObject({ minimumOnlinePayment: 0, meetsMinimumOnlinePayment: true });
    // product §5 "over 10,000": exactly the minimum is not enough
    const exactly = { lines: [line(7000)], deliveryPrice: minor(3000), tip: { include: "NO", percent: 0, customValue: null } } as const;
    expect(checkout(exactly)).toMatchObject({ total: 10000, meetsMinimumOnlinePayment: false });
    expect(checkout({ ...small, paymentMethod: null })).toMatchObject({ minimumOnlinePayment: 0, meetsMinimumOnlinePayment: true });
    expect(checkout({ ...small, currency: "MXN", country: "MX" })).toMatchObject({ minimumOnlinePayment: 0, meetsMinimumOnlinePayment: true });
  });
});
