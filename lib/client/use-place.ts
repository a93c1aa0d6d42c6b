"use client";

import { useEffect, useSyncExternalStore } from "react";
import { PLACE_TOKEN_PATTERN } from "@/lib/domain/tabs/places";
import { placeTokenIn } from "@/lib/domain/routing/paths";
import { fetchPlace } from "./api/places";
import { useBrandStores, useHydrated, useOnTable } from "./stores/brand-stores";
import type { ScannedPlace } from "./stores/on-table-store";
import { LIVE_ONCE, useLive } from "./use-live";

/**
 * Where the diner is, as the QR code said: still finding out, no place (nothing scanned on this branch),
 * a token that names nothing (product §8 "invalid chair code"), no answer from the API, or the place.
 */
export type PlaceLookup =
  | { status: "pending" }
  | { status: "none" }
  | { status: "invalid" }
  | { status: "failed"; retry: () => void }
  | { status: "ready"; place: ScannedPlace };

const noSubscription = () => () => {};
// The server renders every page without the token (pages stay cached per brand): null there.
const currentSearch = () => window.location.search;
// A place does not change: once resolved it is remembered (on-table store).

/**
 * The place of the QR URL this page was opened with (?table=, ?room=, ?seat=), read in the browser and
 * resolved once by the API; afterwards the remembered one (session storage), so the tab page, the cart and
 * the call-waiter control all know the table without the token in every link. A fresh scan replaces it.
 * With `supplierSlug`, a place of another branch counts as none.
 */
export function usePlace(supplierSlug?: string): PlaceLookup {
  const hydrated = useHydrated(useBrandStores().onTable);
  const stored = useOnTable((s) => s.place);
  const setPlace = useOnTable((s) => s.setPlace);
  const search = useSyncExternalStore(noSubscription, currentSearch, () => null);
  const scanned = search === null ? null : placeTokenIn(new URLSearchParams(search));
  const wellFormed = scanned !== null && PLACE_TOKEN_PATTERN.test(scanned);

  const resolving = hydrated && wellFormed && scanned !== stored?.token;
  const lookup = useLive(resolving ? `place:${scanned}` : null, () => fetchPlace(scanned!), LIVE_ONCE);
  const resolved = lookup.data;
  useEffect(() => {
    if (resolved !== undefined) setPlace(resolved);
  }, [resolved, setPlace]);

  if (search === null || !hydrated) return { status: "pending" };
  if (scanned !== null && !wellFormed) return { status: "invalid" };
  if (resolving) {
    if (lookup.error) return { status: "failed", retry: () => void lookup.refresh() };
    if (resolved === null) return { status: "invalid" };
    return { status: "pending" };
  }
  if (!stored || (supplierSlug !== undefined && stored.supplierSlug !== supplierSlug)) return { status: "none" };
  return { status: "ready", place: stored };
}

/**
 * Product §8 at a place: whether the diner must be told something — the API gave no answer, the QR's token names
 * nothing ("invalid chair code"), or the branch's mode orders to a place and this phone has none ("scan the QR
 * code"). components/on-table/place-notice.tsx says which.
 */
export function showsPlaceNotice(lookup: PlaceLookup, needsPlace: boolean): boolean {
  return lookup.status === "failed" || lookup.status === "invalid" || (lookup.status === "none" && needsPlace);
}
