"use client";

import useSWR from "swr";
import { ApiCallError } from "@/lib/client/api/api-failure";
import { fetchOrder, type OrderView } from "@/lib/client/api/orders";
import { mayStillChange, ORDER_POLL_MS } from "@/lib/domain/orders/order-progress";

/**
 * SWR's key for one order: the order page (and the grab-and-go screen, which shows it), the pending-order notice and
 * the device's lists all read an order through useOrder, so each shows the copy another loaded.
 */
export const orderKey = (id: number, token: string) => ["order", id, token] as const;

/**
 * One order for the diner, the one way any screen loads it: polled every 3 s while it may still change (its progress,
 * or a payment staff confirm after it). A wrong token is not retried (it will not become right); a network failure
 * is, and the last copy stays on screen meanwhile.
 */
export function useOrder(id: number, token: string | null) {
  const result = useSWR<OrderView, ApiCallError>(token ? orderKey(id, token) : null, () => fetchOrder(id, token!), {
    refreshInterval: (order) => (order && !mayStillChange(order) ? 0 : ORDER_POLL_MS),
    shouldRetryOnError: (error) => !(error instanceof ApiCallError && error.failure.code === "not_found"),
    keepPreviousData: true,
  });
  return { order: result.data ?? null, error: result.error ?? null, loading: result.isLoading, mutate: result.mutate };
}
