import { menuProduct } from "@/tests/factories/menu";
import { orderJson } from "@/tests/factories/order";
import { tabJson, tabLineJson, tabPartJson } from "@/tests/factories/tab-json";
import { CURRENCIES, type Currency } from "./currency";
import type { MenuPayload } from "./menu";
import { minor } from "./minor";
import { fitsCurrencyDecimals, fromMajor, menuFromWire, menuToWire, nearestMinor, orderFromWire, orderToWire, tabFromWire, tabToWire, toMajor } from "./money-wire";
import type { OrderView } from "./order-view";

/** Major-unit amounts each currency can hold, up to its last decimal (spec §9: COP, CLP, CRC 0; the rest 2). */
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

describe("the menu on the wire (spec §7)", () => {
  const menu: MenuPayload = {
    menu: {
      products: [
        menuProduct(
          {
            id: 62,
            price: 89.5,
            promo: 79.99,
            option_groups: [{ id: 7, label: "Extras", min: 0, max: 2, required: false, options: [{ id: 70, label: "Queso", price: 12.5 }, { id: 71, label: "Tocino", price: 0 }] }],
          },
          "MXN",
        ),
      ],
      categories: [{ id: 1, label: "Tacos", image: null, parent_id: null }],
    },
    content_home: [],
    upselling_products: [62],
    master_product_ids: [],
    currency: "MXN",
    lang: "es",
  };

  it("carries price, promo and option prices in major units, everything else as it is", () => {
    const wire = menuToWire(menu);
    expect(wire.menu.products[0]).toMatchObject({ id: 62, price: 89.5, promo: 79.99, option_groups: [{ options: [{ price: 12.5 }, { price: 0 }] }] });
    expect({ ...wire, menu: { ...wire.menu, products: [] } }).toEqual({ ...menu, menu: { ...menu.menu, products: [] } });
    expect(menu.menu.products[0]).toMatchObject({ price: 8950, promo: 7999 });
  });

  it("reads back to the same minor units", () => {
    expect(menuFromWire(menuToWire(menu))).toEqual(menu);
    expect(menuFromWire(JSON.parse(JSON.stringify(menuToWire(menu))))).toEqual(menu);
  });

  it("keeps a product without promotion without one", () => {
    const plain = { ...menu, menu: { ...menu.menu, products: menu.menu.products.map((product) => ({ ...product, promo: null })) } };
    expect(menuToWire(plain).menu.products.map((product) => product.promo)).toEqual([null]);
  });
});

describe("the order JSON", () => {
  const order: OrderView = {
    ...orderJson({ supplier: "polanco", currency: "MXN", coupon_code: "bienvenido" }),
    subtotal: minor(17900),
    delivery_price: minor(2500),
    discount: minor(1790),
    tip: minor(1790),
    consumption_tax: minor(0),
    total: minor(20400),
    lines: [{ product_supplier_id: 62, label: "Hamburguesa", unit_price: minor(8950), quantity: 2, total: minor(17900) }],
  };

  it("writes every amount in major units of the order's currency", () => {
    expect(orderToWire(order)).toEqual({
      ...order,
      subtotal: 179,
      delivery_price: 25,
      discount: 17.9,
      tip: 17.9,
      consumption_tax: 0,
      total: 204,
      lines: [{ ...order.lines[0], unit_price: 89.5, total: 179 }],
    });
  });

  it("reads back to the same minor units", () => {
    expect(orderFromWire(JSON.parse(JSON.stringify(orderToWire(order))))).toEqual(order);
  });
});

describe("the tab JSON (issue 10)", () => {
  const json = tabJson({
    currency: "MXN",
    lines: [tabLineJson({ id: 1, label: "Vino", quantity: 1, unit_price: 89.5 }), tabLineJson({ id: 2, label: "Taco", quantity: 3, unit_price: 25.25 })],
    parts: [tabPartJson({ id: 1, way: "items", amount: 29.84, tip: 2.98, state: "paid", claims: [{ line_id: 1, numerator: 1, denominator: 3, amount: 29.84 }] })],
  });

  it("reads every amount in minor units of the tab's currency", () => {
    const tab = tabFromWire(json);
    expect([tab.total, tab.paid, tab.held, tab.balance]).toEqual([16525, 2984, 0, 13541]);
    expect(tab.lines.map((line) => [line.unit_price, line.total])).toEqual([[8950, 8950], [2525, 7575]]);
    expect(tab.parts[0]).toMatchObject({ amount: 2984, tip: 298, claims: [{ line_id: 1, amount: 2984 }] });
  });

  it("writes back to the same major units", () => {
    expect(tabToWire(tabFromWire(json))).toEqual(json);
  });
});
