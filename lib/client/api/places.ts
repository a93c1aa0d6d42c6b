import { PLACE_KINDS } from "@/lib/domain/tabs/places";
import type { ScannedPlace } from "../stores/on-table-store";
import { answerOf, callApi } from "./api-failure";

export const placeApiPath = (token: string) => `/api/v1/places/${encodeURIComponent(token)}`;

interface PlaceJson {
  kind: string;
  code: string;
  zone: string | null;
  supplier: { slug: string };
}

/** The table, room or seat a QR token names, or null when it names nothing of this brand (product §8 "invalid chair code"). */
export async function fetchPlace(token: string): Promise<ScannedPlace | null> {
  const response = await callApi(placeApiPath(token));
  if (response.status === 404) return null;
  const { place } = await answerOf<{ place: PlaceJson }>(response);
  const kind = PLACE_KINDS.find((known) => known === place.kind);
  if (!kind) return null;
  return { token, kind, code: place.code, zone: place.zone, supplierSlug: place.supplier.slug };
}
