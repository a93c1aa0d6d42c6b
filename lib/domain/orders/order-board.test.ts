import { awaitsPaymentConfirmation, boardColumn, boardLane, forThePass, isForLater, nextProgress, onBoard, SCHEDULED_LANE_MS } from "./order-board";
import { PAYMENT_METHODS } from "../payments/payment-methods";
import { orderJourney } from "./order-journey";
import { canTransition, ORDER_PROGRESS, TRANSACTION_STATUSES } from "./transaction-status";

describe("the orders board", () => {
  it("puts each live progress in its column and takes finished orders off", () => {
    expect(boardColumn("received")).toBe("received");
    expect(boardColumn("on_hold")).toBe("received");
    expect(boardColumn("packed")).toBe("ready");
    expect(boardColumn("ready")).toBe("ready");
    expect(boardColumn("on_the_way")).toBe("on_the_way");
    for (const done of ["delivered", "completed", "finished", "closed", "canceled"]) expect(boardColumn(done)).toBeNull();
  });

  const order = (progress: string, status: string, paymentMethod: string, tabOpen: boolean | null = null) => ({ progress, status, paymentMethod, tabOpen });

  it("shows in-person orders at once, online ones once paid, and never refused ones", () => {
    expect(onBoard(order("received", "precheckout", "cash_or_dataphone"))).toBe(true);
    expect(onBoard(order("received", "pending", "card"))).toBe(false);
    expect(onBoard(order("received", "approved", "card"))).toBe(true);
    expect(onBoard(order("received", "declined", "cash_or_dataphone"))).toBe(false);
    expect(onBoard(order("delivered", "approved", "card"))).toBe(false);
  });

  it("asks staff to confirm in-person payments, never online ones nor a table's rounds", () => {
    for (const method of ["cash_or_dataphone", "payment_on_delivery", "room_charge", "payment_receipt"]) {
      expect(awaitsPaymentConfirmation(order("received", "pending", method))).toBe(true);
      expect(awaitsPaymentConfirmation(order("received", "approved", method))).toBe(false);
      expect(awaitsPaymentConfirmation(order("received", "declined", method))).toBe(false);
    }
    expect(awaitsPaymentConfirmation(order("received", "pending", "card"))).toBe(false);
    expect(awaitsPaymentConfirmation(order("received", "pending", "tab", true))).toBe(false);
  });

  it("keeps a finished order on the board until its in-person payment is confirmed, in the cashier's lane", () => {
    expect(boardLane(order("completed", "pending", "cash_or_dataphone"))).toBe("to_collect");
    expect(boardLane(order("delivered", "pending", "payment_on_delivery"))).toBe("to_collect");
    expect(boardLane(order("completed", "approved", "cash_or_dataphone"))).toBeNull();
    expect(boardLane(order("canceled", "pending", "cash_or_dataphone"))).toBeNull();
    expect(boardLane(order("preparing", "pending", "cash_or_dataphone"))).toBe("preparing");
  });

  it("takes a table's rounds off once its tab closed, whatever their kitchen step", () => {
    expect(boardLane(order("received", "pending", "tab", true))).toBe("received");
    for (const progress of ["received", "preparing", "delivered"]) expect(boardLane(order(progress, "pending", "tab", false))).toBeNull();
    expect(boardLane(order("delivered", "pending", "tab", true))).toBeNull();
  });

  it("leaves no order stuck: every payment and progress either has a board lane with a way on or is done", () => {
    for (const status of TRANSACTION_STATUSES) {
      for (const progress of ORDER_PROGRESS) {
        for (const method of PAYMENT_METHODS) {
          const placing = order(progress, status, method);
          const lane = boardLane(placing);
          if (lane === null) continue;
          // on the board, staff can move it on, or confirm its payment, or both
          const canMove = nextProgress(orderJourney("take_away"), progress) !== null || nextProgress(orderJourney("delivery"), progress) !== null;
          expect(canMove || awaitsPaymentConfirmation(placing)).toBe(true);
          // and the payment, if staff confirm it, is one the transitions allow
          if (awaitsPaymentConfirmation(placing)) expect(canTransition(status, "approved") && canTransition(status, "declined")).toBe(true);
        }
      }
    }
  });

  it("moves an order along its own service's steps, and not past the last", () => {
    expect(nextProgress(orderJourney("delivery"), "preparing")).toBe("packed");
    expect(nextProgress(orderJourney("delivery"), "packed")).toBe("on_the_way");
    expect(nextProgress(orderJourney("take_away"), "preparing")).toBe("ready");
    expect(nextProgress(orderJourney("take_away"), "ready")).toBe("completed");
    expect(nextProgress(orderJourney("on_table"), "preparing")).toBe("on_the_way");
    expect(nextProgress(orderJourney("on_table"), "on_the_way")).toBe("delivered");
    // a food court's order is called to the counter: ready, then collected
    expect(nextProgress(orderJourney("on_table", "checkout_plazoleta"), "preparing")).toBe("ready");
    expect(nextProgress(orderJourney("on_table", "checkout_plazoleta"), "ready")).toBe("completed");
    expect(nextProgress(orderJourney("take_away"), "completed")).toBeNull();
    // a kitchen label outside the journey moves on from its column
    expect(nextProgress(orderJourney("take_away"), "on_hold")).toBe("accepted");
    expect(nextProgress(orderJourney("delivery"), "in_progress")).toBe("packed");
    expect(nextProgress(orderJourney("booking"), "received")).toBeNull();
  });

  it("keeps scheduled orders for later in their own lane until their slot is an hour away", () => {
    const now = new Date("2026-11-27T15:00:00Z");
    expect(isForLater(null, now)).toBe(false);
    expect(isForLater(new Date(now.getTime() + SCHEDULED_LANE_MS + 60_000).toISOString(), now)).toBe(true);
    expect(isForLater(new Date(now.getTime() + SCHEDULED_LANE_MS - 60_000).toISOString(), now)).toBe(false);
  });
});

describe("forThePass", () => {
  const order = (id: number, created_at: string, scheduled_for: string | null = null) => ({ id, created_at, scheduled_for });
  it("puts the orders that just arrived on top, newest first, then the rest by when each is due", () => {
    const orders = [
      order(1, "2026-12-06T19:00:00Z"),
      order(2, "2026-12-06T18:30:00Z", "2026-12-06T19:45:00Z"),
      order(3, "2026-12-06T19:10:00Z"),
      order(4, "2026-12-06T19:20:00Z"),
      order(5, "2026-12-06T19:21:00Z"),
    ];
    expect(forThePass(orders, new Set<number>()).map((o) => o.id)).toEqual([1, 3, 4, 5, 2]);
    expect(forThePass(orders, new Set([4, 5])).map((o) => o.id)).toEqual([5, 4, 1, 3, 2]);
  });
});
