"use client";

import { useTranslations } from "use-intl/react";
import type { OrderView } from "@/lib/client/api/orders";
import { webcheckoutPath } from "@/lib/domain/routing/paths";
import { paymentNotice } from "@/lib/domain/orders/order-progress";
import { formatMoney } from "@/lib/domain/money/money";
import { ReceiptUpload } from "./receipt-upload";
import { useChoiceHref } from "@/components/shell/link-choices";

interface Props {
  order: OrderView;
  supplier: string;
  token: string;
  onChange: (order: OrderView) => void;
}

/** The payment: its product §4 display state, the product §8 message for it, and what the diner can do next. */
export function PaymentStatus({ order, supplier, token, onChange }: Props) {
  const t = useTranslations("order");
  const notice = paymentNotice(order);
  // Web checkout opens a new attempt and leaves for the gateway's page: a full navigation, not the router's.
  const checkout = useChoiceHref()(webcheckoutPath(supplier, order.id, token));
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="payment-heading" data-payment-state={order.payment_state}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payment-heading" className="text-lg font-bold">
          {t("paymentHeading")}
        </h2>
        <p className="muted text-sm">{t(`methods.${order.payment_method}`)}</p>
      </div>
      <p className="font-semibold" data-payment-label>
        {t(`paymentState.${order.payment_state}`)}
      </p>
      {order.refunded > 0 && (
        <p className="font-semibold" data-refunded>
          {t("refunded", { amount: formatMoney(order.refunded, order.currency) })}
        </p>
      )}
      <p className={(order.payment_state === "rejected" && !order.refunded) || order.unpayable ? "alert-text" : undefined} data-payment-message>
        {t(notice.message)}
      </p>
      {notice.action === "retry" && (
        <a href={checkout} className="btn-primary self-start" data-retry>
          {t("messages.tryNewPayment")}
        </a>
      )}
      {notice.action === "pay" && (
        <a href={checkout} className="btn-primary self-start">
          {t("payNow")}
        </a>
      )}
      {notice.action === "upload" && <ReceiptUpload order={order} token={token} onUploaded={onChange} />}
    </section>
  );
}
