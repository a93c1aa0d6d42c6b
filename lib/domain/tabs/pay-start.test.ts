import { tabJson, tabLineJson, tabRoundJson } from "@/tests/factories/tab-json";
import { tabFromWire } from "./tab-wire";
import { linesByOwner, payStart, unclaimedUnits } from "./pay-start";

// Ana's phone sent round 1 (order 101): two beers and a shared bottle; Luis sent round 2 (order 102); staff entered a corkage
const tab = tabFromWire(
  tabJson({
    id: 7,
    rounds: [tabRoundJson({ number: 1, guest: "Ana" }), tabRoundJson({ number: 2, guest: "Luis" })],
    lines: [
      tabLineJson({ id: 11, round: 1, label: "Cerveza", quantity: 2, unit_price: 8000 }),
      tabLineJson({ id: 12, round: 1, label: "Vino", quantity: 1, unit_price: 90000 }),
      tabLineJson({ id: 13, round: 2, label: "Arepa", quantity: 1, unit_price: 9000 }),
      tabLineJson({ id: 20, round: 0, label: "Descorche", quantity: 1, unit_price: 15000 }),
    ],
  }),
);

describe("what is still unpaid of a line", () => {
  it.each([
    [{ quantity: 4, claimed: { numerator: 0, denominator: 1 } }, { numerator: 4, denominator: 1 }],
    [{ quantity: 4, claimed: { numerator: 2, denominator: 1 } }, { numerator: 2, denominator: 1 }],
    [{ quantity: 1, claimed: { numerator: 1, denominator: 3 } }, { numerator: 2, denominator: 3 }],
    [{ quantity: 1, claimed: { numerator: 1, denominator: 2 } }, { numerator: 1, denominator: 2 }],
    [{ quantity: 1, claimed: { numerator: 1, denominator: 1 } }, { numerator: 0, denominator: 1 }],
  ])("%j leaves %j", (line, left) => {
    expect(unclaimedUnits(line)).toEqual(left);
  });
});

describe("Pagar mi parte opens on the payer's own rounds", () => {
  it("sorts the lines into this phone's rounds and the rest of the table's", () => {
    const { mine, shared } = linesByOwner(tab, [101]);
    expect(mine.map((line) => line.label)).toEqual(["Cerveza", "Vino"]);
    expect(shared.map((line) => line.label)).toEqual(["Arepa", "Descorche"]);
  });

  it("preselects what is unpaid of this phone's rounds, by items, and nothing of the others'", () => {
    expect(payStart(tab, [101])).toEqual({ way: "items", claims: { 11: "2/1", 12: "1/1" } });
    expect(payStart(tab, [102])).toEqual({ way: "items", claims: { 13: "1/1" } });
  });

  it("leaves out what someone already paid: a third of the bottle taken leaves two thirds", () => {
    const paidSome = { ...tab, lines: tab.lines.map((line) => (line.id === 12 ? { ...line, claimed: { numerator: 1, denominator: 3 } } : line.id === 11 ? { ...line, claimed: { numerator: 2, denominator: 1 } } : line)) };
    expect(payStart(paidSome, [101])).toEqual({ way: "items", claims: { 12: "2/3" } });
  });

  it("opens on an equal share, never the whole balance, for a phone with nothing of its own left to pay", () => {
    expect(payStart(tab, [])).toEqual({ way: "equal", claims: {} });
    const allPaid = { ...tab, lines: tab.lines.map((line) => ({ ...line, claimed: { numerator: line.quantity, denominator: 1 } })) };
    expect(payStart(allPaid, [101])).toEqual({ way: "equal", claims: {} });
  });
});
