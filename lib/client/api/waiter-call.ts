import type { WaiterCall, WaiterCallReason } from "@/lib/domain/waiter-call";
import type { OnTableTable } from "../stores/on-table-store";
import { apiFailure, NETWORK_FAILURE, type ApiFailure } from "./api-failure";

/** Why a call-waiter request failed, as the control reacts to it (`call_waiter_unavailable` hides it). */
export class WaiterCallApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`Waiter call failed: ${failure.code}`);
  }
}

async function send(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { cache: "no-store", ...init });
  } catch {
    throw new WaiterCallApiError(NETWORK_FAILURE);
  }
}

async function bodyOf<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new WaiterCallApiError(apiFailure(response.status, body));
  return body as T;
}

const placePath = (token: string) => `/api/v1/places/${encodeURIComponent(token)}`;

/** The table a QR token names, or null when it names a room, a seat or nothing of this brand. */
export async function fetchTable(token: string): Promise<OnTableTable | null> {
  const response = await send(placePath(token));
  if (response.status === 404) return null;
  const { place } = await bodyOf<{ place: { kind: string; code: string; zone: string | null; supplier: { slug: string } } }>(response);
  return place.kind === "table" ? { token, code: place.code, zone: place.zone, supplierSlug: place.supplier.slug } : null;
}

// The last answer per table and its ETag: a poll that finds the call unchanged gets a body-less 304.
const lastSeen = new Map<string, { etag: string; call: WaiterCall | null }>();

/** The table's current call (null: never called), polled cheaply with If-None-Match. */
export async function fetchWaiterCall(token: string): Promise<WaiterCall | null> {
  const seen = lastSeen.get(token);
  const response = await send(`${placePath(token)}/waiter-call`, { headers: seen ? { "if-none-match": seen.etag } : {} });
  if (response.status === 304 && seen) return seen.call;
  const { call } = await bodyOf<{ call: WaiterCall | null }>(response);
  const etag = response.headers.get("etag");
  if (etag) lastSeen.set(token, { etag, call });
  return call;
}

/** One tap: the table's open call (new, or the one already open), or the acknowledged one during the cooldown. */
export async function callWaiter(token: string, reason: WaiterCallReason | null): Promise<WaiterCall> {
  const response = await send(`${placePath(token)}/waiter-call`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(reason ? { reason } : {}),
  });
  return (await bodyOf<{ call: WaiterCall }>(response)).call;
}
