import { CURRENCIES } from "./currency";
import { minor } from "./minor";
import { brandMoney, formatMoney } from "./money";
import { fitsCurrencyDecimals, fromMajor } from "./major-units";

describe("formatMoney (product §9 currency locales and decimals)", () => {
  it.each([
    ["COP", 12000, "$ 12.000"],
    ["MXN", 8950, "$89.50"],
    ["PEN", 3850, "S/ 38.50"],
    ["CLP", 15990, "$15.990"],
    ["USD", 1999, "$19.99"],
    ["BRL", 2590, "R$ 25,90"],
    ["CRC", 4500, "₡4 500"],
  ] as const)("%s %i → %s", (currency, amount, expected) => {
    expect(formatMoney(minor(amount), currency)).toBe(expected);
  });

  it("keeps thousands grouping for large Colombian amounts", () => {
    expect(formatMoney(minor(1_234_500), "COP")).toBe("$ 1.234.500");
  });
});

describe("the one formatter, from major units through the serializer", () => {
  // The same amounts as the brand file and the wire write them.
  it.each([
    ["COP", 12000, "$ 12.000"],
    ["MXN", 89.5, "$89.50"],
    ["PEN", 38.5, "S/ 38.50"],
    ["CLP", 15990, "$15.990"],
    ["USD", 19.99, "$19.99"],
    ["BRL", 25.9, "R$ 25,90"],
    ["CRC", 4500, "₡4 500"],
  ] as const)("%s %d → %s", (currency, major, expected) => {
    expect(formatMoney(fromMajor(major, currency), currency)).toBe(expected);
  });

  it("shows the smallest amount of each currency with its decimals", () => {
    expect(CURRENCIES.map((currency) => formatMoney(minor(1), currency))).toEqual(["$ 1", "$0.01", "S/ 0.01", "$1", "$0.01", "R$ 0,01", "₡1"]);
  });

  it("is what brandMoney gives a server component for the brand's currency", () => {
    const money = brandMoney({ currency: "MXN" });
    expect(money(minor(8950))).toBe("$89.50");
    expect(money(minor(123456))).toBe(formatMoney(minor(123456), "MXN"));
  });
});

describe("minor units", () => {
  it("converts with the currency's decimals", () => {
    expect(fromMajor(12000, "COP")).toBe(12000);
    expect(fromMajor(89.5, "MXN")).toBe(8950);
    expect(fromMajor(0.29, "USD")).toBe(29);
  });

  it("rejects amounts with more decimals than the currency has", () => {
    expect(fitsCurrencyDecimals(12000.5, "COP")).toBe(false);
    expect(fitsCurrencyDecimals(89.505, "MXN")).toBe(false);
    expect(fitsCurrencyDecimals(89.5, "MXN")).toBe(true);
  });
});
