"use client";

import { useTranslations } from "use-intl/react";
import { useCallback, useEffect, useState } from "react";
import { IntentLink } from "@/components/shell/intent-link";
import type { OrderView } from "@/lib/client/api/orders";
import { fetchRate } from "@/lib/client/api/ratings";
import { LIVE_ONCE, useLive } from "@/lib/client/use-live";
import { ratePurchasePath } from "@/lib/domain/routing/paths";
import { QUALIFICATION_DELAY_MS } from "@/lib/domain/diners/purchase-rating";
import { isFinalProgress } from "@/lib/domain/orders/order-progress";
import { RatingDialog } from "./rating-dialog";

/**
 * The order page's rating (product §2, §5): once the order is paid or done, a card asks for it; a link with
 * `?qualification` (the brand's "how was it?" message) opens it as a dialog 2 s after the page loads.
 */
export function OrderRatingPrompt({ order, token }: { order: OrderView; token: string }) {
  const t = useTranslations("rate");
  const [asked] = useState(() => typeof window !== "undefined" && new URLSearchParams(window.location.search).has("qualification"));
  const [open, setOpen] = useState(false);
  const due = order.progress !== "canceled" && (asked || order.payment_state === "approved" || isFinalProgress(order.progress));
  const rate = useLive(due ? `rate:${order.id}` : null, () => fetchRate(order.id, token), LIVE_ONCE);

  useEffect(() => {
    if (!asked) return;
    const timer = window.setTimeout(() => setOpen(true), QUALIFICATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asked]);

  const { refresh } = rate;
  const close = useCallback(() => {
    setOpen(false);
    void refresh();
  }, [refresh]);

  return (
    <>
      {due && rate.data?.rateable && (
        <section className="card flex flex-col items-start gap-3" aria-labelledby="rate-heading" data-rate-prompt>
          <h2 id="rate-heading" className="text-lg font-bold">
            {t("cta")}
          </h2>
          <IntentLink href={ratePurchasePath(order.id, token)} className="btn-primary">
            {t("send")}
          </IntentLink>
        </section>
      )}
      {open && <RatingDialog id={order.id} token={token} onClose={close} />}
    </>
  );
}
