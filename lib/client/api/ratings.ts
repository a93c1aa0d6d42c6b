import { answerOf, callApi, jsonBody } from "./api-failure";

/** What the rating screen shows of an order (GET /api/v1/rates/{id}.json?token=). */
export interface RateView {
  purchase_id: number;
  supplier: { slug: string; name: string };
  service: string;
  /** rateable once paid or done (product §5), never when canceled */
  rateable: boolean;
  canceled: boolean;
  rating: { rating: number; nps: number | null; digital_menu: number | null; comment: string | null; created_at: string } | null;
  asks: { nps: boolean; digital_menu: boolean };
}

export interface RatingSent {
  rating: number;
  nps?: number;
  digital_menu?: number;
  comment?: string;
  name?: string;
  phone?: string;
  email?: string;
}

export async function fetchRate(id: number, token: string): Promise<RateView> {
  return (await answerOf<{ rate: RateView }>(await callApi(`/api/v1/rates/${id}.json?token=${encodeURIComponent(token)}`))).rate;
}

/** POST rates.json (product §7): the diner's rating of the purchase, once. */
export async function sendRate(id: number, token: string, rate: RatingSent): Promise<void> {
  await answerOf(await callApi(`/api/v1/rates.json?purchase_id=${id}&token=${encodeURIComponent(token)}`, jsonBody("POST", { rate })));
}
