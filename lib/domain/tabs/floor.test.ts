import { closeRefusal, floorState, floorTab, roundsToPrepare, type FloorTab } from "./floor";
import type { TabJson, TabRoundView } from "./tab-view";

const round = (number: number, progress: string): TabRoundView => ({ number, order_id: number, guest: null, progress, sent_at: "2026-11-27T19:00:00.000Z" });

describe("closeRefusal", () => {
  it("lets staff close a tab only when nothing is owed nor waits for its money", () => {
    expect(closeRefusal({ balance: 0, held: 0 })).toBeNull();
    expect(closeRefusal({ balance: 9000, held: 0 })).toBe("tab_balance_due");
    expect(closeRefusal({ balance: 1000, held: 8000 })).toBe("tab_balance_due");
    expect(closeRefusal({ balance: 0, held: 9000 })).toBe("tab_payment_held");
  });
});

describe("roundsToPrepare", () => {
  it("keeps the rounds still on the kitchen's board, not the delivered, finished or canceled ones", () => {
    const rounds = [round(1, "delivered"), round(2, "preparing"), round(3, "received"), round(4, "canceled"), round(5, "ready"), round(6, "completed")];
    expect(roundsToPrepare(rounds).map((r) => r.number)).toEqual([2, 3, 5]);
  });
});

describe("floorTab", () => {
  it("gives the card what is owed and paid, by whom, and whether it may be closed", () => {
    const tab = {
      id: 7,
      status: "open",
      currency: "COP",
      version: 3,
      rounds: [round(1, "delivered"), round(2, "accepted")],
      lines: [],
      parts: [{ id: 1, way: "full", amount: 9000, tip: 0, state: "held", method: "cash_or_dataphone", payer: "Ana", equal: null, claims: [], created_at: "2026-11-23T20:30:00.000Z" }],
      total: 9000,
      paid: 0,
      held: 9000,
      balance: 0,
      opened_at: "2026-11-27T19:00:00.000Z",
      refunded: 0,
      closed_at: null,
    } satisfies TabJson;
    expect(floorTab(tab)).toEqual({
      id: 7,
      opened_at: "2026-11-27T19:00:00.000Z",
      total: 9000,
      paid: 0,
      held: 9000,
      balance: 0,
      parts: [{ payer: "Ana", method: "cash_or_dataphone", amount: 9000, state: "held" }],
      rounds_to_prepare: [{ number: 2, guest: null, progress: "accepted" }],
      close_refusal: "tab_payment_held",
    });
  });
});

describe("floorState", () => {
  const tab = (over: Partial<FloorTab<number>> = {}): FloorTab<number> => ({ id: 1, opened_at: "2026-11-27T19:00:00.000Z", total: 0, paid: 0, held: 0, balance: 0, parts: [], rounds_to_prepare: [], close_refusal: null, ...over });
  const party = { source: "booking" as const, name: "Ana", persons: 4, since: "2026-11-27T19:00:00.000Z" };
  const bill = { id: 3, reason: "bill", created_at: "2026-11-27T20:00:00.000Z" };

  it("is free with nobody seated and no tab, seated once a party sits or a tab opens with nothing on it", () => {
    expect(floorState({ tab: null, party: null, call: null })).toBe("free");
    expect(floorState({ tab: null, party, call: null })).toBe("seated");
    expect(floorState({ tab: tab(), party: null, call: null })).toBe("seated");
  });

  it("is ordering once the tab has rounds, paying once a part is paid or promised or the table asks for the bill", () => {
    expect(floorState({ tab: tab({ total: 42000, balance: 42000 }), party, call: null })).toBe("ordering");
    expect(floorState({ tab: tab({ total: 42000, balance: 42000 }), party, call: { ...bill, reason: "help" } })).toBe("ordering");
    expect(floorState({ tab: tab({ total: 42000, balance: 42000 }), party, call: bill })).toBe("paying");
    const part = { payer: "Ana", method: "cash_or_dataphone" as const, amount: 10000, state: "held" as const };
    expect(floorState({ tab: tab({ total: 42000, held: 10000, balance: 32000, parts: [part] }), party: null, call: null })).toBe("paying");
  });
});
