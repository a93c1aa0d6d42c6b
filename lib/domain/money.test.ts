import { fitsCurrencyDecimals, toMinorUnits } from "./currency";
import { formatMoney } from "./money";

describe("formatMoney (spec §9 currency locales and decimals)", () => {
  it.each([
    ["COP", 12000, "$ 12.000"],
    ["MXN", 8950, "$89.50"],
    ["PEN", 3850, "S/ 38.50"],
    ["CLP", 15990, "$15.990"],
    ["USD", 1999, "$19.99"],
    ["BRL", 2590, "R$ 25,90"],
    ["CRC", 4500, "₡4 500"],
  ] as const)("%s %i → %s", (currency, minor, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it("keeps thousands grouping for large Colombian amounts", () => {
    expect(formatMoney(1_234_500, "COP")).toBe("$ 1.234.500");
  });
});

describe("minor units", () => {
  it("converts with the currency's decimals", () => {
    expect(toMinorUnits(12000, "COP")).toBe(12000);
    expect(toMinorUnits(89.5, "MXN")).toBe(8950);
    expect(toMinorUnits(0.29, "USD")).toBe(29);
  });

  it("rejects amounts with more decimals than the currency has", () => {
    expect(fitsCurrencyDecimals(12000.5, "COP")).toBe(false);
    expect(fitsCurrencyDecimals(89.505, "MXN")).toBe(false);
    expect(fitsCurrencyDecimals(89.5, "MXN")).toBe(true);
  });
});
