import { amounts, payInTurn, tab } from "@/tests/factories/bill";
import { addMinor, minor, splitEvenly } from "../money/minor";
import { allocatePart, billBalance } from "./split-bill";
import type { Bill, ItemClaim, PartRequest } from "./split-bill-types";
import { claimedUnits } from "./split-bill-items";

const claim = (lineId: string, numerator: number, denominator = 1): ItemClaim => ({ lineId, numerator, denominator });
const items = (...claims: ItemClaim[]): PartRequest => ({ way: "items", claims });
const refusal = (bill: Bill, request: PartRequest) => {
  const allocation = allocatePart(bill, request);
  return allocation.ok ? `accepted ${allocation.part.amount}` : allocation.code;
};

describe("paying by items", () => {
  it("pays whole lines and units of a line, each claim carrying its own amount", () => {
    const bill = tab("COP", [["Bandeja paisa", 1, 38000], ["Cerveza", 4, 8500]]);
    const { bill: after, parts } = payInTurn(bill, [items(claim("l1", 1), claim("l2", 1)), items(claim("l2", 3))]);
    expect(amounts(parts)).toEqual([46500, 25500]);
    expect(parts[0]?.claims).toEqual([
      { lineId: "l1", numerator: 1, denominator: 1, amount: 38000 },
      { lineId: "l2", numerator: 1, denominator: 1, amount: 8500 },
    ]);
    expect(billBalance(after)).toBe(0);
    expect(claimedUnits(after, "l2")).toEqual({ numerator: 4, denominator: 1 });
  });

  it.each([
    ["COP", 100000, [33333, 33333, 33334]],
    ["USD", 10, [333, 333, 334]],
    ["MXN", 0.05, [1, 2, 2]],
    ["CLP", 12990, [4330, 4330, 4330]],
  ] as const)("shares one %s %d bottle for three: 1/3 each, adding up to the bottle", (currency, price, expected) => {
    const bill = tab(currency, [["Botella", 1, price]]);
    const { bill: after, parts } = payInTurn(bill, [items(claim("l1", 1, 3)), items(claim("l1", 1, 3)), items(claim("l1", 1, 3))]);
    expect(amounts(parts)).toEqual(expected);
    expect(amounts(parts)).toEqual(splitEvenly(bill.total, 3));
    expect(billBalance(after)).toBe(0);
    expect(refusal(after, items(claim("l1", 1, 3)))).toBe("nothing_due");
  });

  it("splits a 7-unit CLP line among 3 payers (7/3 each) to the peso, the last absorbing the rounding", () => {
    const bill = tab("CLP", [["Empanada", 7, 1990], ["Pisco sour", 1, 4500]]);
    const { bill: after, parts } = payInTurn(bill, [items(claim("l1", 7, 3)), items(claim("l1", 7, 3)), items(claim("l1", 7, 3))]);
    expect(amounts(parts)).toEqual([4643, 4643, 4644]);
    expect(addMinor(...parts.map((part) => part.amount))).toBe(13930);
    expect(billBalance(after)).toBe(4500);
  });

  it("adds mixed fractions of one item (1/2, 1/3, 1/6) up to it exactly in USD", () => {
    let bill = tab("USD", [["Wine", 1, 100]]);
    const paid: number[] = [];
    for (const [numerator, denominator, claimed] of [[1, 2, "1/2"], [1, 3, "5/6"], [1, 6, "1/1"]] as const) {
      const { bill: after, parts } = payInTurn(bill, [items(claim("l1", numerator, denominator))]);
      paid.push(...amounts(parts));
      const units = claimedUnits(after, "l1");
      expect(`${units?.numerator}/${units?.denominator}`).toBe(claimed);
      bill = after;
    }
    expect(paid).toEqual([5000, 3333, 1667]);
    expect(billBalance(bill)).toBe(0);
  });

  it("lets a payer claim the same line twice in one part, taken in order", () => {
    const bill = tab("MXN", [["Guacamole", 1, 100.01]]);
    const allocation = allocatePart(bill, items(claim("l1", 1, 2), claim("l1", 1, 2)));
    expect(allocation.ok && amounts([allocation.part])).toEqual([10001]);
    expect(allocation.ok && allocation.part.claims.map((c) => c.amount)).toEqual([5000, 5001]);
  });

  it("keeps an item exact when a held claim is dropped (its payment failed) and claimed again", () => {
    const bill = tab("COP", [["Botella", 1, 100000]]);
    const { bill: twoThirds } = payInTurn(bill, [items(claim("l1", 1, 3)), items(claim("l1", 1, 3))]);
    const firstDropped = { ...twoThirds, parts: twoThirds.parts.slice(1) };
    expect(claimedUnits(firstDropped, "l1")).toEqual({ numerator: 1, denominator: 3 });
    const { bill: after, parts } = payInTurn(firstDropped, [items(claim("l1", 1, 3)), items(claim("l1", 1, 3))]);
    expect(amounts(parts)).toEqual([33333, 33334]);
    expect(addMinor(...after.parts.map((part) => part.amount))).toBe(100000);
    expect(billBalance(after)).toBe(0);
  });

  it("pays no more than the balance when other parts already covered the items", () => {
    const bill = tab("COP", [["Ajiaco", 1, 50000], ["Sancocho", 1, 50000]]);
    const { bill: after, parts } = payInTurn(bill, [{ way: "custom", amount: minor(80000) }, items(claim("l2", 1), claim("l1", 1))]);
    expect(parts[1]?.claims.map((c) => c.amount)).toEqual([20000, 0]);
    expect(billBalance(after)).toBe(0);
  });
});

describe("claims that are refused", () => {
  const bill = tab("COP", [["Botella", 1, 90000], ["Cerveza", 3, 8000]]);

  it("refuses an item already fully claimed, also by whole units", () => {
    const { bill: claimed } = payInTurn(bill, [items(claim("l2", 2)), items(claim("l2", 1))]);
    expect(refusal(bill, items(claim("l2", 1)))).toBe("accepted 8000");
    expect(refusal(claimed, items(claim("l2", 1)))).toBe("item_claimed");
    expect(refusal(claimed, items(claim("l2", 1, 2)))).toBe("item_claimed");
    const { bill: bottleTaken } = payInTurn(bill, [items(claim("l1", 1))]);
    expect(refusal(bottleTaken, items(claim("l1", 1, 50)))).toBe("item_claimed");
  });

  it("refuses a fraction that would exceed what is left of the item", () => {
    const { bill: twoThirds } = payInTurn(bill, [items(claim("l1", 2, 3))]);
    expect(refusal(twoThirds, items(claim("l1", 1, 2)))).toBe("claim_exceeds_item");
    expect(refusal(twoThirds, items(claim("l1", 1, 3)))).toBe("accepted 30000");
    expect(refusal(bill, items(claim("l2", 4)))).toBe("claim_exceeds_item");
    expect(refusal(bill, items(claim("l1", 4, 3)))).toBe("claim_exceeds_item");
  });

  it("refuses a whole part when any one of its claims is refused", () => {
    expect(refusal(bill, items(claim("l2", 1), claim("l2", 3)))).toBe("claim_exceeds_item");
    expect(refusal(bill, items(claim("l2", 1), claim("l9", 1)))).toBe("unknown_item");
  });

  it("refuses a fraction that is not n/d with d from 1 to 50", () => {
    for (const [numerator, denominator] of [[0, 3], [-1, 3], [1, 0], [1, 51], [1.5, 3], [1, 2.5], [Number.NaN, 1]]) {
      expect(refusal(bill, items(claim("l1", numerator as number, denominator)))).toBe("invalid_fraction");
    }
    expect(refusal(bill, items(claim("l1", 1, 50)))).toBe("accepted 1800");
  });

  it("refuses an unknown line and a part with no items", () => {
    expect(refusal(bill, items(claim("nope", 1)))).toBe("unknown_item");
    expect(refusal(bill, items())).toBe("no_items");
    expect(claimedUnits(bill, "nope")).toBeNull();
  });

  it("refuses a claim worth nothing: every part is at least one minor unit", () => {
    expect(refusal(tab("COP", [["Chicle", 1, 2]]), items(claim("l1", 1, 3)))).toBe("amount_too_small");
  });
});
