import type { ServiceKey } from "../brand/services";

/** The branch screens of product §2 and the services each lets a diner choose a branch for. */
export const BRANCH_SCREENS = {
  take_away: { services: ["take_away"], action: "choose" },
  on_table: { services: ["on_table", "room_service", "grab_and_go", "cinema"], action: "choose" },
  book: { services: ["book"], action: "book" },
  without_service: { services: [], action: "menu" },
  offices: { services: [], action: "menu" },
  whatsapp: { services: [], action: "whatsapp" },
} as const satisfies Record<string, { services: readonly ServiceKey[]; action: string }>;

export type BranchScreen = keyof typeof BRANCH_SCREENS;

/** The service a branch screen orders for: the diner's choice when the screen offers it, else its own first. */
export function screenService(screen: BranchScreen, chosen: ServiceKey | null): ServiceKey | null {
  const offered: readonly ServiceKey[] = BRANCH_SCREENS[screen].services;
  if (chosen && offered.includes(chosen)) return chosen;
  return offered[0] ?? null;
}
