import { orderJourney } from "./order-journey";

/** How long an order usually takes at a branch, in minutes (the brand file's wait_minutes). */
export interface WaitMinutes {
  /** until it is ready at the counter */
  pickup?: number;
  /** until it is at the diner's door */
  delivery?: number;
}

/** The landing's promise: the shortest usual wait of the brand's branches for each way an order reaches the diner. */
export function shortestWaits(branches: readonly { wait_minutes: WaitMinutes }[]): WaitMinutes {
  const shortest = (way: keyof WaitMinutes) => {
    const minutes = branches.flatMap((branch) => (branch.wait_minutes[way] ? [branch.wait_minutes[way]] : []));
    return minutes.length ? Math.min(...minutes) : undefined;
  };
  return { pickup: shortest("pickup"), delivery: shortest("delivery") };
}

/**
 * When an order is usually ready to pick up or at the door — placed at + the branch's usual wait for its way —
 * and which of the two it is. Null when the branch does not say, for an order served at a table, room or seat,
 * and for a scheduled order (its slot says when).
 */
export function expectedAt(
  order: { created_at: string; service: string; scheduled_for: string | null },
  wait: WaitMinutes,
  journey = orderJourney(order.service),
): { at: Date; journey: keyof WaitMinutes } | null {
  if (order.scheduled_for || (journey !== "pickup" && journey !== "delivery")) return null;
  const minutes = wait[journey];
  return minutes ? { at: new Date(Date.parse(order.created_at) + minutes * 60_000), journey } : null;
}
