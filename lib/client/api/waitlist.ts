import type { WaitlistView } from "@/lib/domain/bookings/waitlist-view";
import { answerOf, callApi, jsonBody } from "./api-failure";

const entryPath = (id: number, token: string) => `/api/v1/waitlist/${id}?token=${encodeURIComponent(token)}`;

/** Joins a branch's walk-in waitlist: the party's place in line and the token of its page. */
export async function joinWaitlist(ask: { supplier: string; persons: number; contact: { name: string; phone: string } }): Promise<{ entry: WaitlistView; access_token: string }> {
  return answerOf(await callApi("/api/v1/waitlist", jsonBody("POST", ask)));
}

export async function fetchWaitlistEntry(id: number, token: string): Promise<WaitlistView> {
  return (await answerOf<{ entry: WaitlistView }>(await callApi(entryPath(id, token)))).entry;
}

export async function leaveWaitlist(id: number, token: string): Promise<WaitlistView> {
  return (await answerOf<{ entry: WaitlistView }>(await callApi(entryPath(id, token), { method: "DELETE" }))).entry;
}
