"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslations } from "use-intl/react";
import { reconcileOrder } from "@/lib/client/api/orders";
import { useBrandStores, useHydrated, useOrderHistory } from "@/lib/client/stores/brand-stores";
import type { OrderBranch } from "@/lib/domain/orders/order-view";
import { historyPath } from "@/lib/domain/routing/paths";
import { OrderStatusView } from "./order-status-view";
import { useOrder } from "./use-order";

// The query string changes only by navigation, which renders the page again and reads it anew.
const noSubscription = () => () => {};

/**
 * The order's access token: the link's `?token=` (read in the browser, so the page's HTML stays the same
 * for everyone and cacheable), else the one this device kept when it placed the order. Undefined while
 * neither has been read yet, null when there is none.
 */
function useOrderToken(id: number): string | null | undefined {
  const hydrated = useHydrated(useBrandStores().orderHistory);
  const kept = useOrderHistory((s) => s.orders.find((o) => o.id === id)?.token ?? null);
  const fromLink = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get("token"),
    () => undefined,
  );
  if (fromLink) return fromLink;
  return hydrated && fromLink !== undefined ? kept : undefined;
}

/**
 * Back from the gateway, whose redirect names its transaction (`?id=`, `?payment_id=`): if the order is not paid yet, the
 * server asks the gateway once, so a lost event does not leave a paid order pending.
 */
function useReconcileOnReturn(order: ReturnType<typeof useOrder>["order"], token: string | null, set: ReturnType<typeof useOrder>["set"]) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !order || !token || order.status === "approved" || !order.payable) return;
    const query = new URLSearchParams(window.location.search);
    // Wompi names its transaction `id`; Mercado Pago's back URLs name their payment `payment_id`
    const transactionId = query.get("id") ?? query.get("payment_id");
    if (!transactionId) return;
    asked.current = true;
    reconcileOrder(order.id, token, transactionId)
      .then(set)
      .catch(() => undefined); // the 3 s polling goes on regardless
  }, [order, token, set]);
}

/** /{supplier_id}/order/{order_id} (product §2): the order's status, polled until it is done. */
export function OrderStatus({ branch, orderId }: { branch: OrderBranch; orderId: number }) {
  const supplier = branch.slug;
  const t = useTranslations("order");
  const stores = useBrandStores();
  const hydrated = useHydrated(stores.orderHistory);
  const hydratedOrder = useHydrated(stores.order);
  const token = useOrderToken(orderId);
  const { order, error, refresh, set } = useOrder(orderId, token ?? null);
  useReconcileOnReturn(order, token ?? null, set);

  useEffect(() => {
    // An order opened from its link on another device joins this device's list too (once the saved list
    // has been read, or reading it would drop the addition).
    if (hydrated && order && token && !stores.orderHistory.getState().orders.some((o) => o.id === order.id)) {
      stores.orderHistory.getState().remember({ id: order.id, token, supplierSlug: supplier, createdAt: order.created_at });
    }
  }, [hydrated, order, token, supplier, stores]);

  // product §3: the cart's transaction status follows the device's latest purchase as its payment moves on
  const seenStatus = order?.status;
  useEffect(() => {
    if (hydratedOrder && seenStatus) stores.order.getState().paymentSeen({ id: orderId, status: seenStatus });
  }, [hydratedOrder, seenStatus, orderId, stores]);

  if (token === null || error?.failure.code === "not_found") {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center" data-order-state="not-found">
        <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
        <p className="muted">{t("notFoundBody")}</p>
        <IntentLink href={historyPath(supplier)} className="btn-primary">
          {t("myOrders")}
        </IntentLink>
      </div>
    );
  }
  if (!order) {
    return error ? (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center" data-order-state="error">
        <p role="alert" className="alert-text">
          {t("messages.errorFetchingCart")}
        </p>
        <button type="button" className="btn-outline" onClick={() => void refresh()}>
          {t("retry")}
        </button>
      </div>
    ) : (
      <div className="grid place-items-center py-16" role="status" data-order-state="loading">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );
  }
  return (
    <>
      {error && (
        <p role="alert" className="alert-text mx-auto mb-4 max-w-xl">
          {t("offline")}
        </p>
      )}
      <OrderStatusView order={order} branch={branch} token={token!} onChange={set} />
    </>
  );
}
