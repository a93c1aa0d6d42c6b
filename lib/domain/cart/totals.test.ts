import { cartLine } from "@/tests/factories/menu";
import { lineKey } from "./cart";
import { minor } from "../money/minor";
import { CONSUMPTION_TAX_RATE, computeTotals, consumptionTaxCountries, countryMinimumOrder, includedConsumptionTax, type TotalsInput } from "./totals";

const line = (overrides: Parameters<typeof cartLine>[0] = {}) => cartLine({ productSupplierId: 1, productId: 1, ...overrides });

const off = { enabled: false, zoneMinimum: 0 };
const on = { enabled: true, zoneMinimum: 0 };

/** computeTotals with amounts given in minor units. */
function totals({ deliveryPrice = 0, minimumOrder = off, ...overrides }: Partial<Pick<TotalsInput, "lines" | "country">> & { deliveryPrice?: number; minimumOrder?: typeof off }) {
  return computeTotals({
    lines: [],
    country: "CO",
    ...overrides,
    deliveryPrice: minor(deliveryPrice),
    minimumOrder: { enabled: minimumOrder.enabled, zoneMinimum: minor(minimumOrder.zoneMinimum) },
  });
}

describe("computeTotals subtotal and total (product §9)", () => {
  it("adds lines with their options and quantities, then delivery", () => {
    const burger = line({
      unitPrice: 12000,
      quantity: 2,
      options: [
        { groupId: 1, optionId: 11, label: "BBQ", price: 500 },
        { groupId: 2, optionId: 20, label: "Bacon", price: 2000 },
      ],
    });
    const soda = line({ productSupplierId: 2, key: lineKey(2, {}), unitPrice: 4500, quantity: 3 });
    const result = totals({ lines: [burger, soda], deliveryPrice: 5000 });
    expect(result.subtotal).toBe((12000 + 500 + 2000) * 2 + 4500 * 3);
    expect(result.deliveryPrice).toBe(5000);
    expect(result.total).toBe(42500 + 5000);
  });

  it("works in MXN minor units", () => {
    const result = totals({ country: "MX", lines: [line({ unitPrice: 8950, quantity: 2 })], deliveryPrice: 2500 });
    expect(result).toMatchObject({ subtotal: 17900, total: 20400 });
  });

  it("is all zeros for an empty cart with the minimum off", () => {
    expect(totals({})).toEqual({
      subtotal: 0,
      deliveryPrice: 0,
      consumptionTax: 0,
      total: 0,
      minimumOrderValue: 0,
      missingForMinimum: 0,
      meetsMinimum: true,
    });
  });
});

describe("consumption tax (impoconsumo, product §1/§9)", () => {
  it("is 8%, in Colombia only", () => {
    expect(CONSUMPTION_TAX_RATE).toBe(0.08);
    expect(consumptionTaxCountries).toEqual(["CO"]);
  });

  it("is shown as the share of a Colombian subtotal that is tax, without raising the total", () => {
    const result = totals({ lines: [line({ unitPrice: 10800 })], deliveryPrice: 3000 });
    expect(result.consumptionTax).toBe(800);
    expect(result.total).toBe(10800 + 3000);
  });

  it("rounds a COP amount to whole pesos", () => {
    // 12000 × 8 / 108 = 888.88…
    expect(totals({ lines: [line({ unitPrice: 12000 })] }).consumptionTax).toBe(889);
    // 13500 × 8 / 108 = 1000 exactly; 100 × 8 / 108 = 7.40…
    expect(includedConsumptionTax(minor(13500), "CO")).toBe(1000);
    expect(includedConsumptionTax(minor(100), "CO")).toBe(7);
  });

  it("is an integer for any amount", () => {
    for (let subtotal = 0; subtotal < 2000; subtotal += 7) expect(Number.isInteger(includedConsumptionTax(minor(subtotal), "CO"))).toBe(true);
  });

  it("is zero in Mexico and Peru", () => {
    expect(totals({ country: "MX", lines: [line({ unitPrice: 10800 })] }).consumptionTax).toBe(0);
    expect(totals({ country: "PE", lines: [line({ unitPrice: 10800 })] }).consumptionTax).toBe(0);
  });

  it("does not apply to delivery", () => {
    expect(totals({ lines: [], deliveryPrice: 5400 }).consumptionTax).toBe(0);
  });
});

describe("minimum order value (product §9)", () => {
  it("is 10000 for Colombia, 0 for Mexico and 0 elsewhere", () => {
    expect(countryMinimumOrder("CO")).toBe(10000);
    expect(countryMinimumOrder("MX")).toBe(0);
    expect(countryMinimumOrder("PE")).toBe(0);
  });

  it("applies only when the flag is on", () => {
    const small = [line({ unitPrice: 6000 })];
    expect(totals({ lines: small, minimumOrder: off })).toMatchObject({ minimumOrderValue: 0, missingForMinimum: 0, meetsMinimum: true });
    expect(totals({ lines: small, minimumOrder: on })).toMatchObject({ minimumOrderValue: 10000, missingForMinimum: 4000, meetsMinimum: false });
  });

  it("is met at exactly the minimum", () => {
    expect(totals({ lines: [line({ unitPrice: 10000 })], minimumOrder: on })).toMatchObject({ missingForMinimum: 0, meetsMinimum: true });
  });

  it("takes the zone minimum when it is larger than the country's", () => {
    const result = totals({ lines: [line({ unitPrice: 12000 })], minimumOrder: { enabled: true, zoneMinimum: 15000 } });
    expect(result).toMatchObject({ minimumOrderValue: 15000, missingForMinimum: 3000, meetsMinimum: false });
  });

  it("keeps the country minimum when the zone minimum is smaller", () => {
    expect(totals({ minimumOrder: { enabled: true, zoneMinimum: 5000 } }).minimumOrderValue).toBe(10000);
  });

  it("applies a zone minimum in a country without one", () => {
    expect(totals({ country: "MX", lines: [line({ unitPrice: 8950 })], minimumOrder: { enabled: true, zoneMinimum: 10000 } })).toMatchObject({
      minimumOrderValue: 10000,
      missingForMinimum: 1050,
      meetsMinimum: false,
    });
    expect(totals({ country: "MX", minimumOrder: on })).toMatchObject({ minimumOrderValue: 0, meetsMinimum: true });
  });

  it("does not count delivery toward the minimum", () => {
    const result = totals({ lines: [line({ unitPrice: 8000 })], deliveryPrice: 5000, minimumOrder: on });
    expect(result).toMatchObject({ total: 13000, missingForMinimum: 2000, meetsMinimum: false });
  });

  it("leaves an empty Colombian cart the whole minimum short", () => {
    expect(totals({ minimumOrder: on })).toMatchObject({ subtotal: 0, missingForMinimum: 10000, meetsMinimum: false });
  });
});
