import { isOnlineMethod, PAYMENT_METHODS } from "../payments/payment-methods";
import { allocatePart, billFromLines, billLine, withPart } from "./split-bill";
import type { BillPart } from "./split-bill-types";
import { minor } from "../money/minor";
import { DEFAULT_PAYMENT_HOLD_MINUTES, holdExpired, partFitsAgain, partSettlement, type PartSettler, type TabPartState } from "./tab-part-settlement";

const STATES: TabPartState[] = ["held", "paid", "released"];
const SETTLERS: PartSettler[] = ["gateway", "staff", "payer", "sweep"];
const METHODS = [...PAYMENT_METHODS.filter((method) => method !== "payment_on_delivery" && method !== "payment_receipt")];

describe("who settles a part of a table's tab", () => {
  it("gives every held part a way out that someone other than the gateway can take, and another to be paid", () => {
    for (const method of METHODS) {
      const part = { method, state: "held" as const };
      // the payer and staff can always let a held part go: no share is held for ever
      expect(partSettlement(part, "released", "payer")).toBe("ok");
      expect(partSettlement(part, "released", "staff")).toBe("ok");
      // and it can be paid: by staff in person, by the gateway online — never the other way round
      const online = isOnlineMethod(method);
      expect(partSettlement(part, "paid", "staff")).toBe(online ? "not_settler" : "ok");
      expect(partSettlement(part, "paid", "gateway")).toBe(online ? "ok" : "not_settler");
      // the sweep expires online parts only: cash in the waiter's hand is staff's to confirm
      expect(partSettlement(part, "released", "sweep")).toBe(online ? "ok" : "not_settler");
    }
  });

  it("never changes a paid part, and lets only the gateway's late approval retake a released online one", () => {
    for (const method of METHODS) {
      for (const to of ["paid", "released"] as const) {
        for (const by of SETTLERS) {
          expect(partSettlement({ method, state: "paid" }, to, by)).toBe("part_settled");
          const retake = isOnlineMethod(method) && by === "gateway" && to === "paid";
          expect(partSettlement({ method, state: "released" }, to, by)).toBe(retake ? "retake" : "part_settled");
        }
      }
    }
  });

  it("answers for every state, method, settler and target (the whole machine, no state without an answer)", () => {
    for (const state of STATES) for (const method of METHODS) for (const by of SETTLERS) for (const to of ["paid", "released"] as const) {
      expect(["ok", "retake", "part_settled", "not_settler"]).toContain(partSettlement({ method, state }, to, by));
    }
  });
});

describe("the payment hold", () => {
  const createdAt = new Date("2026-11-28T20:00:00Z");
  const after = (minutes: number) => new Date(createdAt.getTime() + minutes * 60_000);

  it("expires a held online part only once its branch's minutes have passed", () => {
    expect(holdExpired({ method: "card", state: "held", createdAt }, DEFAULT_PAYMENT_HOLD_MINUTES, after(DEFAULT_PAYMENT_HOLD_MINUTES))).toBe(false);
    expect(holdExpired({ method: "card", state: "held", createdAt }, DEFAULT_PAYMENT_HOLD_MINUTES, after(DEFAULT_PAYMENT_HOLD_MINUTES + 1))).toBe(true);
    expect(holdExpired({ method: "pse", state: "held", createdAt }, 60, after(30))).toBe(false);
    expect(holdExpired({ method: "cash_or_dataphone", state: "held", createdAt }, 15, after(600))).toBe(false);
    expect(holdExpired({ method: "card", state: "paid", createdAt }, 15, after(600))).toBe(false);
  });
});

describe("a released part taken again", () => {
  const bill = billFromLines([billLine({ id: "1", label: "Picada", quantity: 1, unitPrice: minor(16000) }), billLine({ id: "2", label: "Limonada", quantity: 1, unitPrice: minor(6000) })]);
  const taken = (request: Parameters<typeof allocatePart>[1], on = bill) => {
    const allocation = allocatePart(on, request);
    if (!allocation.ok) throw new Error(allocation.code);
    return allocation.part;
  };

  it("fits while its share is still free, and not once someone else paid it", () => {
    const beers: BillPart = taken({ way: "items", claims: [{ lineId: "1", numerator: 1, denominator: 1 }] });
    expect(partFitsAgain(bill, beers)).toBe(true);
    expect(partFitsAgain(withPart(bill, taken({ way: "items", claims: [{ lineId: "1", numerator: 1, denominator: 1 }] })), beers)).toBe(false);
    const half = taken({ way: "equal", among: 2 });
    expect(partFitsAgain(withPart(bill, half), half)).toBe(true);
    expect(partFitsAgain(withPart(withPart(bill, half), half), half)).toBe(false);
    const all = taken({ way: "full" });
    expect(partFitsAgain(withPart(bill, taken({ way: "custom", amount: minor(1000) })), all)).toBe(false);
    expect(partFitsAgain({ ...bill, status: "closed" }, taken({ way: "custom", amount: minor(1000) }))).toBe(false);
  });
});
