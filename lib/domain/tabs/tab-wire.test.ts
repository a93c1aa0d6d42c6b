import { tabJson, tabLineJson, tabPartJson } from "@/tests/factories/tab-json";
import { tabFromWire, tabToWire } from "./tab-wire";

describe("the tab JSON", () => {
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
