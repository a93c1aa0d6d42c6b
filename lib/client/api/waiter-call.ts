import type { WaiterCall, WaiterCallReason } from "@/lib/domain/waiter-call";
import { answerOf, callApi } from "./api-failure";
import { placeApiPath } from "./places";

// The last answer per table and its ETag: a poll that finds the call unchanged gets a body-less 304.
const lastSeen = new Map<string, { etag: string; call: WaiterCall | null }>();

/** The table's current call (null: never called), polled cheaply with If-None-Match. */
export async function fetchWaiterCall(token: string): Promise<WaiterCall | null> {
  const seen = lastSeen.get(token);
  const response = await callApi(`${placeApiPath(token)}/waiter-call`, { headers: seen ? { "if-none-match": seen.etag } : {} });
  if (response.status === 304 && seen) return seen.call;
  const { call } = await answerOf<{ call: WaiterCall | null }>(response);
  const etag = response.headers.get("etag");
  if (etag) lastSeen.set(token, { etag, call });
  return call;
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
