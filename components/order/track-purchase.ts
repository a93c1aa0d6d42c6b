"use client";

import { useEffect } from "react";
import type { OrderView } from "@/lib/client/api/orders";
import { track } from "@/lib/client/analytics";
import { toMajor } from "@/lib/domain/money/major-units";
import { countsAsPurchase } from "@/lib/domain/orders/order-progress";

/** Orders already reported on this device (each brand has its own host, hence its own storage). */
const STORAGE_KEY = "comanda:purchases-tracked";
/** Enough to cover the device's remembered orders (DEVICE_ORDERS_KEPT) with room to spare. */
const KEPT = 100;

function reported(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

/**
 * Product §7 `purchase`, sent once per order per device: the order page is reopened and polled, and every
 * view must not count as another sale.
 */
export function usePurchaseTracking(order: OrderView | null) {
  useEffect(() => {
    if (!order || !countsAsPurchase(order)) return;
    const done = reported();
    if (done.includes(order.id)) return;
    localStorage.setItem(STORAGE_KEY, JSON.stringify([order.id, ...done].slice(0, KEPT)));
    track({ event: "purchase", bck_purchase_id: order.id, total: toMajor(order.total, order.currency), products: order.lines.map((line) => line.product_supplier_id) });
  }, [order]);
}
