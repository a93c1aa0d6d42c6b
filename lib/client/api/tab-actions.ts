import { tabFromWire } from "@/lib/domain/tabs/tab-wire";
import type { PartBody, RoundBody } from "@/lib/domain/tabs/tab-bodies";
import type { TabJson, TabPartView, TabRoundView, TabView } from "@/lib/domain/tabs/tab-view";
import { answerOf, callApi } from "./api-failure";
import { placeApiPath } from "./places";

// What a diner does to the tab, apart from reading it (tab.ts), which every table's menu does.

const post = (body: unknown, idempotencyKey: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
  body: JSON.stringify(body),
});

/** Checkout mode: a round sent to prepare, joining the table's one open tab. Retrying with the same key sends it once. */
export async function sendRound(token: string, body: RoundBody, idempotencyKey: string): Promise<{ round: OwnRound; tab: TabView }> {
  const response = await callApi(`${placeApiPath(token)}/rounds`, post(body, idempotencyKey));
  const answer = await answerOf<{ round: OwnRound; tab: TabJson }>(response);
  return { round: answer.round, tab: tabFromWire(answer.tab) };
}

/** A round as the API answers the phone that sent it: with what lets that phone withdraw it. */
export type OwnRound = TabRoundView & { access_token: string };

/** The phone that sent a round takes it back while the kitchen has not accepted it (409 round_accepted after). */
export async function withdrawRound(token: string, roundId: number, roundToken: string): Promise<void> {
  const response = await callApi(`${placeApiPath(token)}/rounds/${roundId}?token=${encodeURIComponent(roundToken)}`, { method: "DELETE" });
  if (response.status !== 204) await answerOf(response);
}

/** A payer's part as the API answers it: what lets them withdraw it, and where an online one is paid. */
export type OwnPart = TabPartView & { access_token: string; pay_url: string | null };

/** One payer's part of the tab: the server allocates it against the balance at that moment, or refuses. */
export async function requestPart(token: string, body: PartBody, idempotencyKey: string): Promise<{ part: OwnPart; tab: TabView }> {
  const response = await callApi(`${placeApiPath(token)}/tab/parts`, post(body, idempotencyKey));
  const answer = await answerOf<{ part: TabJson["parts"][number] & { access_token: string; pay_url: string | null }; tab: TabJson }>(response);
  const tab = tabFromWire(answer.tab);
  const own = tab.parts.find((part) => part.id === answer.part.id);
  if (!own) throw new Error(`The answer's tab lacks part ${answer.part.id}`);
  return { part: { ...own, access_token: answer.part.access_token, pay_url: answer.part.pay_url }, tab };
}

/** A payer withdraws their own held part (cash or dataphone) before staff confirm it. */
export async function withdrawPart(token: string, partId: number, partToken: string): Promise<void> {
  const response = await callApi(`${placeApiPath(token)}/tab/parts/${partId}?token=${encodeURIComponent(partToken)}`, { method: "DELETE" });
  if (response.status !== 204) await answerOf(response);
}
