import type { WaiterCall } from "@/lib/domain/tabs/waiter-call";
import { placeApiPath } from "./places";
import { fetchVersioned } from "./versioned";

/** The table's current call (null: never called), polled cheaply with If-None-Match. Sending one: waiter-call-send.ts. */
export async function fetchWaiterCall(token: string): Promise<WaiterCall | null> {
  return fetchVersioned(`${placeApiPath(token)}/waiter-call`, ({ call }: { call: WaiterCall | null }) => call);
}
