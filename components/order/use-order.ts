"use client";

import { ApiCallError, failureOf } from "@/lib/client/api/api-failure";
import { fetchOrder, type OrderView } from "@/lib/client/api/orders";
import { useLive, type LiveOptions } from "@/lib/client/use-live";
import { mayStillChange, ORDER_POLL_MS } from "@/lib/domain/orders/order-progress";

// A wrong token is not retried (it will not become right); a network failure is, and the last copy stays on
// screen meanwhile. Coming back to the page (from the gateway, from the lock screen) loads it at once.
const LIVE_ORDER: LiveOptions<OrderView> = {
  pollMs: (order) => (mayStillChange(order) ? ORDER_POLL_MS : 0),
  retryOn: (error) => failureOf(error)?.code !== "not_found",
  onFocus: true,
};

/**
 * One order for the diner, the one way any screen loads it: the order page (and the grab-and-go screen, which
 * shows it), the pending-order notice and the device's lists share one copy per order (useLive's key), polled
 * every 3 s while it may still change (its progress, or a payment staff confirm after it).
 */
export function useOrder(id: number, token: string | null) {
  const live = useLive(token ? `order:${id}:${token}` : null, () => fetchOrder(id, token!), LIVE_ORDER);
  // fetchOrder fails only with an ApiCallError (lib/client/api/api-failure.ts: `network` when no answer came)
  return { order: live.data ?? null, error: (live.error as ApiCallError | undefined) ?? null, refresh: live.refresh, set: live.set };
}
