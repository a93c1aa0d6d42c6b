import type { WaiterCall, WaiterCallReason } from "@/lib/domain/tabs/waiter-call";
import { answerOf, callApi } from "./api-failure";
import { placeApiPath } from "./places";
import { fetchVersioned } from "./versioned";

/** The table's current call (null: never called), polled cheaply with If-None-Match. */
export async function fetchWaiterCall(token: string): Promise<WaiterCall | null> {
  return fetchVersioned(`${placeApiPath(token)}/waiter-call`, ({ call }: { call: WaiterCall | null }) => call);
}

/** One tap: the table's open call (new, or the one already open), or the acknowledged one during the cooldown. */
export async function callWaiter(token: string, reason: WaiterCallReason | null): Promise<WaiterCall> {
  const response = await callApi(`${placeApiPath(token)}/waiter-call`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(reason ? { reason } : {}),
  });
  return (await answerOf<{ call: WaiterCall }>(response)).call;
}
