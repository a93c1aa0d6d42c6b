import { payInTurn, tab } from "@/tests/factories/bill";
import { minor } from "../money/minor";
import { fromMajor } from "../money/major-units";
import { allocatePart, billBalance, withPart } from "./split-bill";
import { partCharge } from "./split-bill-tip";
import { DEFAULT_TIP, type Tip } from "../checkout/tip";

const card = { disableTipFlag: false };

describe("each payer's own tip on their part", () => {
  it.each([
    ["COP", 33334, 3333],
    ["USD", 3.34, 0.33],
    ["MXN", 50.05, 5.01],
    ["CLP", 4644, 464],
  ] as const)("suggests 10 %% of a %s %d part, rounded to the minor unit", (currency, part, tip) => {
    const charge = partCharge(fromMajor(part, currency), { ...card, tip: DEFAULT_TIP });
    expect(charge).toEqual({ part: fromMajor(part, currency), tipOffered: true, tip: fromMajor(tip, currency), charge: fromMajor(part + tip, currency) });
  });

  it("is the payer's choice: a lower percentage, a custom amount, or none", () => {
    const part = minor(33333);
    const tip = (change: Partial<Tip>) => partCharge(part, { ...card, tip: { ...DEFAULT_TIP, ...change } }).tip;
    expect(tip({ percent: 5 })).toBe(1667);
    expect(tip({ customValue: minor(5000) })).toBe(5000);
    expect(tip({ include: "NO" })).toBe(0);
  });

  it("is off with the disable-tip flag", () => {
    const part = minor(25000);
    expect(partCharge(part, { disableTipFlag: true, tip: DEFAULT_TIP })).toEqual({ part, tipOffered: false, tip: 0, charge: 25000 });
  });

  it("never counts against the bill's balance: the next payer owes the same whatever the tip", () => {
    const bill = tab("COP", [["Cuenta", 1, 100000]]);
    const first = allocatePart(bill, { way: "equal", among: 3 });
    if (!first.ok) throw new Error(first.code);
    const generous = partCharge(first.part.amount, { ...card, tip: { ...DEFAULT_TIP, customValue: minor(20000) } });
    expect(generous.charge).toBe(53333);
    const after = withPart(bill, first.part);
    expect(billBalance(after)).toBe(66667);
    const { parts } = payInTurn(after, [{ way: "equal", among: 3 }, { way: "equal", among: 3 }]);
    expect(parts.map((part) => part.amount)).toEqual([33333, 33334]);
  });
});
