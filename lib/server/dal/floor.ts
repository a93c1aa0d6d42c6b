import "server-only";
import { floorTab, type FloorPlace } from "@/lib/domain/tabs/floor";
import { getDb } from "../db/client";
import { printablePlaces } from "./places";
import { seatedParties } from "./seatings";
import { listOpenTabs } from "./tabs";
import { listWaiterCalls } from "./waiter-calls";

/**
 * Every place of one branch that takes orders, in the brand file's order, with its open tab, the party seated
 * there and its open waiter call (lib/domain/tabs/floor.ts): what the console's floor view draws. Places are matched by their token, which
 * never leaves the server here.
 */
export async function branchFloor(instanceId: number, branch: { id: number; slug: string }): Promise<FloorPlace[]> {
  const db = await getDb();
  const [places, tabs, calls, seated] = await Promise.all([
    printablePlaces(instanceId, branch.slug),
    listOpenTabs(db, instanceId, [branch.id]),
    listWaiterCalls(instanceId, { status: "open", supplierId: branch.id }),
    seatedParties(db, instanceId, branch.id),
  ]);
  const tabOf = new Map(tabs.map(({ place, view }) => [place.token, view]));
  const callOf = new Map(calls.map((call) => [call.place.token, call]));
  return places.map((place) => {
    const tab = tabOf.get(place.token);
    const call = callOf.get(place.token);
    return {
      kind: place.kind,
      code: place.code,
      zone: place.zone,
      where: place.cinema_room ? [place.cinema_room.name, place.row].filter(Boolean).join(" · ") : null,
      seats: place.seats,
      tab: tab ? floorTab(tab) : null,
      party: seated.byToken.get(place.token) ?? null,
      call: call ? { id: call.id, reason: call.reason, created_at: call.created_at } : null,
    };
  });
}
