import type { OrderProgress } from "./transaction-status";

/** How the order reaches the diner: brought to an address, picked up at the counter, or served where they sit. */
export type OrderJourney = "delivery" | "pickup" | "served";

const STEPS: Record<OrderJourney, readonly OrderProgress[]> = {
  delivery: ["received", "accepted", "preparing", "packed", "on_the_way", "delivered"],
  pickup: ["received", "accepted", "preparing", "ready", "completed"],
  served: ["received", "accepted", "preparing", "on_the_way", "delivered"],
};

const JOURNEY_OF: Record<string, OrderJourney> = {
  delivery: "delivery",
  schedule: "delivery",
  take_away: "pickup",
  grab_and_go: "pickup",
  on_table: "served",
  room_service: "served",
  cinema: "served",
};

/**
 * Product §4's progress labels as the steps of the order's own service; null for a service without a journey (a
 * booking). A food court (`checkout_plazoleta`) serves at its counter: its on-table orders are picked up, so the
 * diner is told when one is ready, never that it is on its way to a table.
 */
export function orderJourney(service: string, onTableClass?: string): OrderJourney | null {
  if (service === "on_table" && onTableClass === "checkout_plazoleta") return "pickup";
  return JOURNEY_OF[service] ?? null;
}

/** The steps a diner follows for a journey, in order: a take-away is never "on the way", a delivery never "ready". */
export function journeySteps(journey: OrderJourney): readonly OrderProgress[] {
  return STEPS[journey];
}
