"use client";

import { useCallback } from "react";
import { orderPath } from "@/lib/domain/routing/paths";
import { PurchaseRating } from "./purchase-rating";
import { useChoiceRouter } from "@/components/shell/link-choices";

/** /ratecluvi's screen: the rating, and after its thank-you the order it rated. */
export function RateCluviScreen({ id, token }: { id: number; token: string }) {
  const router = useChoiceRouter();
  const toOrder = useCallback((supplier: string) => router.replace(orderPath(supplier, id, token)), [router, id, token]);
  return <PurchaseRating id={id} token={token} onDone={toOrder} />;
}
