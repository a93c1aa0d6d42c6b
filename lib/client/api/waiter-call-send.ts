import type { WaiterCall, WaiterCallReason } from "@/lib/domain/tabs/waiter-call";
import { answerOf, callApi } from "./api-failure";
import { placeApiPath } from "./places";

/**
 * One tap: the table's open call (new, or the one already open), or the acknowledged one during the cooldown.
 * Apart from the polled read (waiter-call.ts): only the call-waiter dialog, fetched on the first tap, sends.
 */
export async function callWaiter(token: string, reason: WaiterCallReason | null): Promise<WaiterCall> {
  const response = await callApi(`${placeApiPath(token)}/waiter-call`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(reason ? { reason } : {}),
  });
  return (await answerOf<{ call: WaiterCall }>(response)).call;
}
