import { payInTurn, tab } from "@/tests/factories/bill";
import { minor } from "../money/minor";
import { ORDER_PROGRESS } from "../orders/transaction-status";
import { roundTabRefusal, roundWithdrawal } from "./round-withdrawal";

describe("withdrawing a round: the kitchen's state decides", () => {
  // every progress a round's order can be in answers: only a round the kitchen has not touched goes back
  it.each(ORDER_PROGRESS.map((progress) => [progress, progress === "received" ? "allowed" : progress === "canceled" ? "withdrawn" : "accepted"] as const))(
    "a round %s answers %s",
    (progress, answer) => {
      expect(roundWithdrawal(progress)).toBe(answer);
    },
  );

  it("refuses a progress label this version does not know: the kitchen moved it somewhere", () => {
    expect(roundWithdrawal("plated")).toBe("accepted");
  });
});

describe("withdrawing a round: the tab decides", () => {
  // l1 belongs to the round being withdrawn, l2 to another round
  const bill = tab("COP", [["Ajiaco", 1, 30000], ["Limonada", 2, 8000]]);

  it("lets the round go from an open tab nobody is paying yet", () => {
    expect(roundTabRefusal(bill, ["l1"])).toBeNull();
  });

  it("refuses once the tab closed", () => {
    expect(roundTabRefusal({ ...bill, status: "closed" }, ["l1"])).toBe("tab_closed");
  });

  it("lets it go while the only parts pay for other rounds' items", () => {
    const { bill: paying } = payInTurn(bill, [{ way: "items", claims: [{ lineId: "l2", numerator: 1, denominator: 1 }] }]);
    expect(roundTabRefusal(paying, ["l1"])).toBeNull();
  });

  it("refuses when a part claims one of the round's items", () => {
    const { bill: paying } = payInTurn(bill, [{ way: "items", claims: [{ lineId: "l1", numerator: 1, denominator: 2 }] }]);
    expect(roundTabRefusal(paying, ["l1"])).toBe("round_in_part");
  });

  it.each([
    ["the balance", { way: "full" as const }],
    ["an equal share", { way: "equal" as const, among: 3 }],
    ["a typed amount", { way: "custom" as const, amount: minor(20000) }],
  ])("refuses when a part was measured on the whole bill: %s", (_, request) => {
    const { bill: paying } = payInTurn(bill, [request]);
    expect(roundTabRefusal(paying, ["l1"])).toBe("round_in_part");
  });
});
