import { nextCallAction, placeCanCallWaiter, WAITER_CALL_COOLDOWN_SECONDS } from "./waiter-call";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe("nextCallAction", () => {
  it("makes a call when the place has none", () => {
    expect(nextCallAction(null, at(0))).toEqual({ action: "new" });
  });

  it("keeps an open call instead of making another", () => {
    expect(nextCallAction({ status: "open", acknowledgedAt: null }, at(0))).toEqual({ action: "existing" });
  });

  it("holds new calls during the cooldown after acknowledgement, saying how long is left", () => {
    const acknowledged = { status: "acknowledged" as const, acknowledgedAt: at(0) };
    expect(nextCallAction(acknowledged, at(0))).toEqual({ action: "cooldown", retryAfterSeconds: WAITER_CALL_COOLDOWN_SECONDS });
    expect(nextCallAction(acknowledged, at(WAITER_CALL_COOLDOWN_SECONDS - 1))).toEqual({ action: "cooldown", retryAfterSeconds: 1 });
    expect(nextCallAction(acknowledged, at(WAITER_CALL_COOLDOWN_SECONDS))).toEqual({ action: "new" });
  });
});

describe("placeCanCallWaiter", () => {
  const table = { kind: "table" as const, code: "5", onTableClass: "checkout" as const, callWaiter: true };

  it("allows a table in the checkout-type modes", () => {
    for (const onTableClass of ["checkout", "checkout_no_incremental", "checkout_plazoleta"] as const) {
      expect(placeCanCallWaiter({ ...table, onTableClass })).toBe(true);
    }
  });

  it("refuses basic mode, hotel rooms, cinema seats and a brand that switched it off", () => {
    expect(placeCanCallWaiter({ ...table, onTableClass: "basic" })).toBe(false);
    expect(placeCanCallWaiter({ ...table, kind: "room" })).toBe(false);
    expect(placeCanCallWaiter({ ...table, kind: "seat" })).toBe(false);
    expect(placeCanCallWaiter({ ...table, callWaiter: false })).toBe(false);
  });
});
