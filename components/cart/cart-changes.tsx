"use client";

import { useTranslations } from "use-intl/react";
import { useMoney } from "@/lib/client/use-money";
import type { CartChange } from "@/lib/domain/cart/cart-reconcile";

/** What checking the cart against the branch's menu changed (product §8 modal alerts), one line each. */
export function CartChanges({ changes }: { changes: readonly CartChange[] }) {
  const t = useTranslations("cart");
  const money = useMoney();
  const text = (change: CartChange) => {
    switch (change.kind) {
      case "price":
        return t("priceChanged", { name: change.label, old: money(change.old), new: money(change.new) });
      case "removed":
        return t("outOfStockRemoved", { name: change.label });
      case "unavailable":
        return t("unavailable", { name: change.label });
      case "addons_missing":
        return t("addonsMissing", { name: change.label });
      case "reduced":
        return t("reduced", { name: change.label, count: change.quantity });
    }
  };
  return changes.map((change, index) => (
    <p key={index} className="alert-text" data-change={change.kind}>
      {text(change)}
    </p>
  ));
}
