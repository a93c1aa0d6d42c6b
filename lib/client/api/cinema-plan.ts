import type { CinemaPlanView } from "@/lib/domain/tabs/cinema-plan";
import { answerOf, callApi } from "./api-failure";
import { placeApiPath } from "./places";

/**
 * The plan of the cinema room of the scanned seat, to pick another seat of the same room; null for a token that
 * names no seat. Apart from places.ts, so only the seat picker carries it, not every QR place's menu.
 */
export async function fetchPlan(token: string): Promise<CinemaPlanView | null> {
  const response = await callApi(`${placeApiPath(token)}/plan`);
  if (response.status === 404) return null;
  return (await answerOf<{ plan: CinemaPlanView }>(response)).plan;
}
