import { boardColumn, isForLater, nextProgress, onBoard, SCHEDULED_LANE_MS } from "./order-board";

describe("the orders board", () => {
  it("puts each live progress in its column and takes finished orders off", () => {
    expect(boardColumn("received")).toBe("received");
    expect(boardColumn("on_hold")).toBe("received");
    expect(boardColumn("packed")).toBe("ready");
    expect(boardColumn("ready")).toBe("ready");
    expect(boardColumn("on_the_way")).toBe("on_the_way");
    for (const done of ["delivered", "completed", "finished", "closed", "canceled"]) expect(boardColumn(done)).toBeNull();
  });

  it("shows in-person orders at once, online ones once paid, and never refused ones", () => {
    expect(onBoard({ progress: "received", status: "precheckout", paymentMethod: "cash_or_dataphone" })).toBe(true);
    expect(onBoard({ progress: "received", status: "pending", paymentMethod: "card" })).toBe(false);
    expect(onBoard({ progress: "received", status: "approved", paymentMethod: "card" })).toBe(true);
    expect(onBoard({ progress: "received", status: "declined", paymentMethod: "cash_or_dataphone" })).toBe(false);
    expect(onBoard({ progress: "delivered", status: "approved", paymentMethod: "card" })).toBe(false);
  });

  it("moves an order along its own service's steps, and not past the last", () => {
    expect(nextProgress("delivery", "preparing")).toBe("packed");
    expect(nextProgress("delivery", "packed")).toBe("on_the_way");
    expect(nextProgress("take_away", "preparing")).toBe("ready");
    expect(nextProgress("take_away", "ready")).toBe("completed");
    expect(nextProgress("on_table", "preparing")).toBe("on_the_way");
    expect(nextProgress("on_table", "on_the_way")).toBe("delivered");
    expect(nextProgress("take_away", "completed")).toBeNull();
    // a kitchen label outside the journey moves on from its column
    expect(nextProgress("take_away", "on_hold")).toBe("accepted");
    expect(nextProgress("delivery", "in_progress")).toBe("packed");
    expect(nextProgress("booking", "received")).toBeNull();
  });

  it("keeps scheduled orders for later in their own lane until their slot is an hour away", () => {
    const now = new Date("2026-11-27T15:00:00Z");
    expect(isForLater(null, now)).toBe(false);
    expect(isForLater(new Date(now.getTime() + SCHEDULED_LANE_MS + 60_000).toISOString(), now)).toBe(true);
    expect(isForLater(new Date(now.getTime() + SCHEDULED_LANE_MS - 60_000).toISOString(), now)).toBe(false);
  });
});
