"use client";

import type { ReactNode } from "react";
import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { useOrderHistory } from "@/lib/client/stores/brand-stores";
import { orderPath, webcheckoutPath } from "@/lib/domain/routing/paths";
import { unfinishedPayment } from "@/lib/domain/orders/order-progress";
import { useOrder } from "./use-order";

/**
 * The order this device last placed at the branch, while it still waits for an online payment. The browser's
 * Back from the gateway lands on the cart or precheckout, emptied when the order was placed: instead of only
 * "your order is empty", the diner gets back to the unpaid order — to pay it (on the gateway's page, with any of
 * its methods) or to open it. `otherwise` (the empty cart's words) shows when there is no such order, once that is
 * known: never both.
 */
export function PendingOrderNotice({ supplierSlug, otherwise }: { supplierSlug: string; otherwise: ReactNode }) {
  const t = useTranslations("cart.pendingOrder");
  const latest = useOrderHistory((s) => s.orders.find((order) => order.supplierSlug === supplierSlug) ?? null);
  const { order, error } = useOrder(latest?.id ?? 0, latest?.token ?? null);
  const unfinished = order && unfinishedPayment(order);
  if (latest && !order && !error) return null; // still asking whether the last order waits for its payment
  if (!latest || !order || !unfinished) return otherwise;
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="pending-order-heading" data-pending-order={order.id}>
      <h2 id="pending-order-heading" className="text-lg font-bold">
        {t("title", { id: order.id })}
      </h2>
      <p>{t(unfinished === "wait" ? "bankPending" : order.status === "pending" || order.status === "precheckout" ? "unpaid" : "declined")}</p>
      <div className="flex flex-wrap gap-2">
        {unfinished === "pay" && (
          // a full navigation: web checkout answers with a redirect to the gateway's own host
          <a href={webcheckoutPath(supplierSlug, order.id, latest.token)} className="btn-primary">
            {t("pay")}
          </a>
        )}
        <IntentLink href={orderPath(supplierSlug, order.id, latest.token)} className="btn-outline">
          {t("open")}
        </IntentLink>
      </div>
    </section>
  );
}
