import type { CinemaPlanView } from "@/lib/domain/cinema-plan";
import { PLACE_KINDS } from "@/lib/domain/places";
import type { ScannedPlace } from "../stores/on-table-store";
import { apiFailure, NETWORK_FAILURE, type ApiFailure } from "./api-failure";

/** Why a call about a QR place failed, as the screens react to it (a code of lib/domain/api-errors.ts, or network). */
export class PlaceApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`Place call failed: ${failure.code}`);
  }
}

/** fetch that turns "no answer at all" into a PlaceApiError, so every caller handles one kind of failure. */
export async function sendToPlace(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { cache: "no-store", ...init });
  } catch {
    throw new PlaceApiError(NETWORK_FAILURE);
  }
}

/** The JSON of a 2xx answer, or the refusal it carries as a PlaceApiError. */
export async function placeAnswer<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new PlaceApiError(apiFailure(response.status, body));
  return body as T;
}

export const placeApiPath = (token: string) => `/api/v1/places/${encodeURIComponent(token)}`;

interface PlaceJson {
  kind: string;
  code: string;
  zone: string | null;
  supplier: { slug: string };
}

/** The table, room or seat a QR token names, or null when it names nothing of this brand (spec §8 "invalid chair code"). */
export async function fetchPlace(token: string): Promise<ScannedPlace | null> {
  const response = await sendToPlace(placeApiPath(token));
  if (response.status === 404) return null;
  const { place } = await placeAnswer<{ place: PlaceJson }>(response);
  const kind = PLACE_KINDS.find((known) => known === place.kind);
  if (!kind) return null;
  return { token, kind, code: place.code, zone: place.zone, supplierSlug: place.supplier.slug };
}

/** The plan of the cinema room of the scanned seat, to pick another seat of the same room; null for a token that names no seat. */
export async function fetchPlan(token: string): Promise<CinemaPlanView | null> {
  const response = await sendToPlace(`${placeApiPath(token)}/plan`);
  if (response.status === 404) return null;
  return (await placeAnswer<{ plan: CinemaPlanView }>(response)).plan;
}
