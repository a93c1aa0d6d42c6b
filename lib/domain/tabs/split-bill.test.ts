import { amounts, payInTurn, tab } from "@/tests/factories/bill";
import { minor, type Minor } from "../money/minor";
import { allocatePart, billBalance, billSettled, sharesTaken, withPart } from "./split-bill";
import { MAX_SPLIT_PARTS, type Bill, type PartRequest } from "./split-bill-types";

const refusal = (bill: Bill, request: PartRequest) => {
  const allocation = allocatePart(bill, request);
  return allocation.ok ? `accepted ${allocation.part.amount}` : allocation.code;
};

describe("a tab", () => {
  it("totals its lines and owes all of it before anyone pays", () => {
    const bill = tab("MXN", [["Tacos al pastor", 3, 24.5], ["Agua de jamaica", 2, 35.01]]);
    expect(bill.lines.map((line) => line.total)).toEqual([7350, 7002]);
    expect(bill.total).toBe(14352);
    expect(billBalance(bill)).toBe(14352);
    expect(billSettled(bill)).toBe(false);
  });

  it("counts held parts against the balance, and is settled only once every part is confirmed (mixed tender)", () => {
    const { bill } = payInTurn(tab("COP", [["Ajiaco", 2, 50000]]), [{ way: "custom", amount: minor(60000) }, { way: "full" }]);
    expect(billBalance(bill)).toBe(0);
    expect(billSettled(bill)).toBe(false);
    const cardConfirmed = { ...bill, parts: bill.parts.map((part, index) => (index === 0 ? { ...part, state: "paid" as const } : part)) };
    expect(billSettled(cardConfirmed)).toBe(false);
    expect(billSettled({ ...bill, parts: bill.parts.map((part) => ({ ...part, state: "paid" as const })) })).toBe(true);
  });

  it("is never changed by allocating a part: the server stores the part it returns", () => {
    const bill = tab("USD", [["Burger", 1, 12.99]]);
    const before = structuredClone(bill);
    allocatePart(bill, { way: "equal", among: 3 });
    expect(bill).toEqual(before);
  });
});

describe("paying in full", () => {
  it.each([
    ["COP", 100000, 100000],
    ["MXN", 0.01, 1],
    ["CLP", 25990, 25990],
    ["USD", 10, 1000],
  ] as const)("pays the whole %s balance", (currency, price, minorUnits) => {
    const { bill, parts } = payInTurn(tab(currency, [["Plato", 1, price]]), [{ way: "full" }]);
    expect(amounts(parts)).toEqual([minorUnits]);
    expect(billBalance(bill)).toBe(0);
  });

  it("pays what's left after other parts, to exactly 0", () => {
    const { bill, parts } = payInTurn(tab("MXN", [["Mezcal", 1, 100.01]]), [{ way: "custom", amount: minor(3333) }, { way: "full" }]);
    expect(amounts(parts)).toEqual([3333, 6668]);
    expect(billBalance(bill)).toBe(0);
  });
});

describe("paying equally among N", () => {
  it.each([
    ["COP", 100000, 3, [33333, 33333, 33334]],
    ["USD", 10, 3, [333, 333, 334]],
    ["MXN", 100.01, 2, [5000, 5001]],
    ["MXN", 0.05, 4, [1, 1, 1, 2]],
    ["CLP", 25990, 4, [6497, 6498, 6497, 6498]],
    ["CLP", 7, 3, [2, 2, 3]],
  ] as const)("splits %s %d among %d into shares that add up to the bill", (currency, price, among, expected) => {
    const { bill, parts } = payInTurn(
      tab(currency, [["Cuenta", 1, price]]),
      Array.from({ length: among }, () => ({ way: "equal", among }) as const),
    );
    expect(amounts(parts)).toEqual(expected);
    expect(billBalance(bill)).toBe(0);
    expect(parts.every((part) => part.equal?.among === among && part.equal.shares === 1)).toBe(true);
  });

  it("lets one payer take several shares (paying for two of four)", () => {
    const { bill, parts } = payInTurn(tab("COP", [["Cuenta", 1, 100001]]), [
      { way: "equal", among: 4, shares: 2 },
      { way: "equal", among: 4 },
      { way: "equal", among: 4 },
    ]);
    expect(amounts(parts)).toEqual([50000, 25000, 25001]);
    expect(sharesTaken(bill, 4)).toBe(4);
    expect(billBalance(bill)).toBe(0);
  });

  it("makes the last share pay what's left when a custom part came in between", () => {
    const { bill, parts } = payInTurn(tab("COP", [["Cuenta", 1, 100000]]), [
      { way: "equal", among: 3 },
      { way: "custom", amount: minor(10000) },
      { way: "equal", among: 3 },
      { way: "equal", among: 3 },
    ]);
    expect(amounts(parts)).toEqual([33333, 10000, 33333, 23334]);
    expect(billBalance(bill)).toBe(0);
  });

  it("never takes more than the balance for a share that is not the last", () => {
    const { bill, parts } = payInTurn(tab("USD", [["Check", 1, 10]]), [
      { way: "equal", among: 3 },
      { way: "custom", amount: minor(500) },
      { way: "equal", among: 3 },
    ]);
    expect(amounts(parts)).toEqual([333, 500, 167]);
    expect(billBalance(bill)).toBe(0);
  });

  it("counts the shares of each N apart, as two phones may not agree on N", () => {
    const { bill, parts } = payInTurn(tab("COP", [["Cuenta", 1, 120000]]), [{ way: "equal", among: 3 }, { way: "equal", among: 4 }]);
    expect(amounts(parts)).toEqual([40000, 30000]);
    expect([sharesTaken(bill, 3), sharesTaken(bill, 4), sharesTaken(bill, 2)]).toEqual([1, 1, 0]);
  });

  it("refuses N or a number of shares that is not a whole number from 1 to 50", () => {
    const bill = tab("COP", [["Cuenta", 1, 100000]]);
    for (const among of [0, -1, 2.5, Number.NaN, MAX_SPLIT_PARTS + 1]) expect(refusal(bill, { way: "equal", among })).toBe("invalid_split");
    for (const shares of [0, 1.5, 4]) expect(refusal(bill, { way: "equal", among: 3, shares })).toBe("invalid_split");
    expect(refusal(bill, { way: "equal", among: MAX_SPLIT_PARTS })).toBe("accepted 2000");
    expect(refusal(bill, { way: "equal", among: 1 })).toBe("accepted 100000");
  });

  it("refuses more shares than are left of N", () => {
    const { bill } = payInTurn(tab("MXN", [["Cuenta", 1, 300]]), [{ way: "equal", among: 3, shares: 2 }]);
    expect(refusal(bill, { way: "equal", among: 3, shares: 2 })).toBe("shares_taken");
    expect(refusal(bill, { way: "equal", among: 3 })).toBe("accepted 10000");
  });

  it("refuses a share of nothing: every part is at least one minor unit", () => {
    expect(refusal(tab("COP", [["Chicle", 1, 2]]), { way: "equal", among: 3 })).toBe("amount_too_small");
  });
});

describe("paying a custom amount", () => {
  it.each([
    ["COP", 1],
    ["MXN", 0.01],
    ["CLP", 1],
    ["USD", 0.01],
  ] as const)("takes from one %s minor unit up to the whole balance", (currency, price) => {
    const bill = tab(currency, [["Plato", 1, 500], ["Extra", 1, price]]);
    expect(refusal(bill, { way: "custom", amount: minor(1) })).toBe("accepted 1");
    expect(refusal(bill, { way: "custom", amount: bill.total })).toBe(`accepted ${bill.total}`);
  });

  it("refuses less than one minor unit", () => {
    const bill = tab("USD", [["Burger", 1, 12.99]]);
    for (const amount of [0, -100, Number.NaN]) expect(refusal(bill, { way: "custom", amount: amount as Minor })).toBe("amount_too_small");
  });

  it("refuses more than the balance, however little more (never overpay)", () => {
    const { bill } = payInTurn(tab("CLP", [["Completo", 3, 2990]]), [{ way: "custom", amount: minor(5000) }]);
    expect(billBalance(bill)).toBe(3970);
    expect(refusal(bill, { way: "custom", amount: minor(3971) })).toBe("above_balance");
    expect(refusal(bill, { way: "custom", amount: minor(3970) })).toBe("accepted 3970");
  });
});

describe("a tab with nothing to pay", () => {
  const ways: PartRequest[] = [
    { way: "full" },
    { way: "equal", among: 2 },
    { way: "custom", amount: minor(1) },
    { way: "items", claims: [{ lineId: "l1", numerator: 1, denominator: 1 }] },
  ];

  it.each(ways)("refuses $way on a closed tab", (request) => {
    const bill = tab("COP", [["Ajiaco", 1, 28000]]);
    expect(refusal(bill, request)).not.toBe("tab_closed");
    expect(refusal({ ...bill, status: "closed" }, request)).toBe("tab_closed");
  });

  it.each(ways)("refuses $way once the balance is 0, also while the last part is only held", (request) => {
    const { bill } = payInTurn(tab("COP", [["Ajiaco", 1, 28000]]), [{ way: "custom", amount: minor(27999) }]);
    expect(refusal(bill, request)).toBe("accepted 1");
    const paid = withPart(bill, { way: "custom", amount: minor(1), state: "held", equal: null, claims: [] });
    expect(refusal(paid, request)).toBe("nothing_due");
  });
});
