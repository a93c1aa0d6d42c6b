import { orderJourney } from "./order-journey";
import { expectedAt, shortestWaits } from "./wait-time";

describe("shortestWaits", () => {
  it("promises the shortest usual wait of the branches for each way, and nothing a branch does not say", () => {
    expect(shortestWaits([{ wait_minutes: { pickup: 25, delivery: 50 } }, { wait_minutes: { pickup: 20 } }, { wait_minutes: {} }])).toEqual({ pickup: 20, delivery: 50 });
    expect(shortestWaits([{ wait_minutes: {} }])).toEqual({ pickup: undefined, delivery: undefined });
  });
});

describe("expectedAt", () => {
  const placed = "2026-11-25T17:30:00.000Z";
  const wait = { pickup: 20, delivery: 45 };

  it("adds the branch's usual wait for the order's way to when it was placed", () => {
    expect(expectedAt({ created_at: placed, service: "take_away", scheduled_for: null }, wait)).toEqual({ at: new Date("2026-11-25T17:50:00.000Z"), journey: "pickup" });
    expect(expectedAt({ created_at: placed, service: "delivery", scheduled_for: null }, wait)).toEqual({ at: new Date("2026-11-25T18:15:00.000Z"), journey: "delivery" });
  });

  it("says nothing for a scheduled order, an order served at a table, or a branch without the figure", () => {
    expect(expectedAt({ created_at: placed, service: "schedule", scheduled_for: "2026-11-26T17:00:00.000Z" }, wait)).toBeNull();
    expect(expectedAt({ created_at: placed, service: "on_table", scheduled_for: null }, wait)).toBeNull();
    expect(expectedAt({ created_at: placed, service: "take_away", scheduled_for: null }, {})).toBeNull();
    // a food court's order is picked up: ready after the branch's usual pickup wait
    expect(expectedAt({ created_at: placed, service: "on_table", scheduled_for: null }, wait, orderJourney("on_table", "checkout_plazoleta"))).toEqual({ at: new Date("2026-11-25T17:50:00.000Z"), journey: "pickup" });
  });
});
