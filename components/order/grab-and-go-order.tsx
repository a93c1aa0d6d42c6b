"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import { useBrandStores, useHydrated, useOrderHistory } from "@/lib/client/stores/brand-stores";
import type { OrderBranch } from "@/lib/domain/orders/order-view";
import { branchPath } from "@/lib/domain/routing/paths";
import { OrderStatus } from "./order-status";

/**
 * Product §2 /{supplier_id}/grab-and-go/my-order: the latest grab-and-go order this device placed at the
 * branch, followed until it is ready — its pickup code and progress, as on its order page.
 */
export function GrabAndGoOrder({ branch }: { branch: OrderBranch }) {
  const supplier = branch.slug;
  const t = useTranslations("order");
  const hydrated = useHydrated(useBrandStores().orderHistory);
  const latest = useOrderHistory((s) => s.orders.find((order) => order.supplierSlug === supplier && order.service === "grab_and_go"));
  if (!hydrated) {
    return (
      <div className="grid place-items-center py-16" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );
  }
  if (!latest) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center" data-order-state="none">
        <h1 className="text-2xl font-bold">{t("grabAndGo.title")}</h1>
        <p className="muted">{t("grabAndGo.none")}</p>
        <IntentLink href={branchPath(supplier)} className="btn-primary">
          {t("backToMenu")}
        </IntentLink>
      </div>
    );
  }
  return <OrderStatus branch={branch} orderId={latest.id} />;
}
