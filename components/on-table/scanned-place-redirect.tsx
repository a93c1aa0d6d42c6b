"use client";

import { useEffect } from "react";
import { usePlace } from "@/lib/client/use-place";
import { placeMenuPath, placeTokenIn } from "@/lib/domain/routing/paths";
import { PlaceAlert, PlaceLookupFailed } from "./place-notice";
import { useChoiceRouter } from "@/components/shell/link-choices";

/**
 * /branch-to-on-table opened from a QR code (?table=…): no branch to choose, the table says which one — the
 * diner goes straight to its menu. Without a token the branch list stays; a wrong token says so above it.
 */
export function ScannedPlaceRedirect() {
  const router = useChoiceRouter();
  const lookup = usePlace();
  const target =
    lookup.status === "ready" && placeTokenIn(new URLSearchParams(window.location.search)) === lookup.place.token
      ? placeMenuPath(lookup.place.supplierSlug, lookup.place.kind, lookup.place.token)
      : null;
  useEffect(() => {
    if (target) router.replace(target);
  }, [target, router]);
  if (lookup.status === "failed") return <PlaceLookupFailed retry={lookup.retry} />;
  return lookup.status === "invalid" ? <PlaceAlert notice="invalidCode" /> : null;
}
