import { serviceEntryPath } from "../routing/navigation";
import { branchPath } from "../routing/paths";
import { withChoices } from "../routing/url-choices";
import type { ServiceKey } from "../brand/services";

/**
 * The orders for now a scheduled delivery can stand in for: a delivery, or a pickup the diner may have brought to
 * them instead. An order at a table, a room or a seat is made where the diner is: a later delivery is no answer.
 */
const FOR_NOW_ELSEWHERE: readonly ServiceKey[] = ["delivery", "take_away"];

export interface ScheduleInsteadAsk {
  /** the branch of the cart, and the services it offers */
  branch: { slug: string; services: readonly ServiceKey[] };
  /** the diner's service, whose order for now the closed branch refuses */
  service: ServiceKey;
  /** whether the diner's checked address already lies in one of the branch's zones (addressAtBranch) */
  addressHere: boolean;
}

/**
 * Product §8 "no branches open", said on a cart at a closed branch: where the diner schedules the order for later
 * instead, or null when the branch offers no scheduled delivery. With an address already in the branch's zone, its
 * menu for scheduled delivery (a cart belongs to a branch, not to a service, so it stays); without one, the
 * location screen for a scheduled delivery, whose check keeps the cart's branch whenever it reaches the address.
 */
export function scheduleInsteadPath({ branch, service, addressHere }: ScheduleInsteadAsk): string | null {
  if (!branch.services.includes("schedule") || !FOR_NOW_ELSEWHERE.includes(service)) return null;
  return addressHere ? withChoices(branchPath(branch.slug), { service: "schedule" }) : serviceEntryPath("schedule");
}
