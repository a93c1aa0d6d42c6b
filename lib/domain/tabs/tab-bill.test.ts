import { tabJson, tabLineJson, tabPartJson } from "@/tests/factories/tab-json";
import { partRequestToWire, tabFromWire } from "./tab-wire";
import { fromMajor } from "../money/major-units";
import { allocatePart, billBalance } from "./split-bill";
import { claimedUnits } from "./split-bill-items";
import { billFromTab, claimChoices, tabPartMethods } from "./tab-bill";

const tab = tabFromWire(
  tabJson({
    lines: [tabLineJson({ id: 11, label: "Vino", quantity: 1, unit_price: 10000 }), tabLineJson({ id: 12, label: "Cerveza", quantity: 4, unit_price: 8000 })],
    parts: [tabPartJson({ id: 1, way: "items", amount: 3333, state: "paid", claims: [{ line_id: 11, numerator: 1, denominator: 3, amount: 3333 }] })],
  }),
);

describe("billFromTab (a polled tab as the split-bill rules read it)", () => {
  it("has the tab's balance and claims, so a preview is what the server will allocate", () => {
    const bill = billFromTab(tab);
    expect(billBalance(bill)).toBe(tab.balance);
    expect(claimedUnits(bill, "11")).toEqual({ numerator: 1, denominator: 3 });
    const part = allocatePart(bill, { way: "items", claims: [{ lineId: "11", numerator: 2, denominator: 3 }, { lineId: "12", numerator: 1, denominator: 1 }] });
    // the last two thirds of the bottle pay what it still lacks: 6,667
    expect(part).toMatchObject({ ok: true, part: { amount: fromMajor(6667 + 8000, "COP") } });
  });
});

describe("claimChoices (what a payer can claim of a line)", () => {
  it("offers whole units left and one unit in 2 to 6 shares", () => {
    expect(claimChoices(2, { numerator: 0, denominator: 1 })).toEqual([
      { numerator: 1, denominator: 1 },
      { numerator: 2, denominator: 1 },
      ...[2, 3, 4, 5, 6].map((denominator) => ({ numerator: 1, denominator })),
    ]);
  });

  it("offers only what still fits of a shared bottle, and the rest of it", () => {
    expect(claimChoices(1, { numerator: 1, denominator: 3 })).toEqual([
      ...[2, 3, 4, 5, 6].map((denominator) => ({ numerator: 1, denominator })),
      { numerator: 2, denominator: 3 },
    ]);
    expect(claimChoices(1, { numerator: 1, denominator: 2 })).toEqual([2, 3, 4, 5, 6].map((denominator) => ({ numerator: 1, denominator })));
    expect(claimChoices(1, { numerator: 1, denominator: 1 })).toEqual([]);
  });
});

describe("partRequestToWire", () => {
  it("sends a custom amount in major units and line ids as numbers", () => {
    expect(partRequestToWire({ way: "custom", amount: fromMajor(12.5, "MXN") }, "MXN")).toEqual({ way: "custom", amount: 12.5 });
    expect(partRequestToWire({ way: "items", claims: [{ lineId: "11", numerator: 1, denominator: 3 }] }, "COP")).toEqual({ way: "items", claims: [{ line_id: 11, numerator: 1, denominator: 3 }] });
    expect(partRequestToWire({ way: "equal", among: 3 }, "COP")).toEqual({ way: "equal", among: 3 });
  });
});

describe("tabPartMethods", () => {
  it("offers the gateway's online methods where the branch takes them at the table, cash always, the room charge in rooms", () => {
    expect(tabPartMethods(["card", "pse", "nequi"], "table")).toEqual(["card", "pse", "nequi", "cash_or_dataphone"]);
    // Mercado Pago's one online tile: no PSE nor Nequi, which would go to Wompi
    expect(tabPartMethods(["card"], "table")).toEqual(["card", "cash_or_dataphone"]);
    expect(tabPartMethods([], "table")).toEqual(["cash_or_dataphone"]);
    expect(tabPartMethods([], "room")).toEqual(["cash_or_dataphone", "room_charge"]);
  });
});
