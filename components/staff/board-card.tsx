"use client";

import { useTranslations } from "use-intl/react";
import { useDateTime } from "@/lib/client/use-date-time";
import type { Currency } from "@/lib/domain/money/currency";
import { formatMoney } from "@/lib/domain/money/money";
import { nextProgress } from "@/lib/domain/orders/order-board";
import type { BoardOrderView } from "@/lib/domain/orders/order-board-wire";
import { displayPaymentState } from "@/lib/domain/orders/transaction-status";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { RefundAction } from "./refund-action";

interface BoardCardProps {
  order: BoardOrderView;
  now: Date;
  fresh: boolean;
  /** a change of this order is on its way: its buttons wait */
  busy: boolean;
  onMove: () => void;
  onSettle: (status: "approved" | "declined") => void;
  currency: Currency;
  /** the account may refund online payments (owners and managers): a paid online order offers it */
  canRefund?: boolean;
  onRefunded?: () => void;
}

/**
 * One order on the pass: who and where, what to make (options and notes), when it is promised, whether it is
 * paid — with the one tap that confirms an in-person payment — and the one tap that moves it on. An order that
 * pays first offers no kitchen step until its payment is confirmed (the server refuses it too).
 */
export function BoardCard({ order, now, fresh, busy, onMove, onSettle, currency, canRefund = false, onRefunded = () => {} }: BoardCardProps) {
  const t = useTranslations("staff.board");
  const progress = useTranslations("order.progress");
  const services = useTranslations("services");
  const methods = useTranslations("order.methods");
  const dateTime = useDateTime();
  const paid = displayPaymentState(order.status) === "approved";
  const waitsForPayment = order.pays_first && !paid;
  const next = waitsForPayment ? null : nextProgress(order.journey, order.progress);
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(order.created_at)) / 60_000));
  const amount = formatMoney(order.total, currency);
  const method = methods.has(order.payment_method) ? methods(order.payment_method) : order.payment_method;
  const headingId = `order-${order.id}`;
  return (
    <li className={`card flex flex-col gap-2 ${fresh ? "board-card-fresh" : ""}`} aria-labelledby={headingId} data-board-order={order.id}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t("order", { id: order.id })} · {services.has(order.service) ? services(order.service) : order.service}
        </h3>
        <span className="muted text-sm">{t("minutesAgo", { minutes })}</span>
      </div>
      <p className="text-sm">
        {[
          order.place && t(`place.${order.place.kind}`, { code: order.place.code }),
          order.scheduled_for && t("promised", { time: dateTime(order.scheduled_for, { hour: "numeric", minute: "2-digit" }) }),
          order.pickup_code && t("pickupCode", { code: order.pickup_code }),
          order.guest,
          order.name,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <ul className="text-sm">
        {order.lines.map((line, index) => (
          <li key={index}>
            <strong>{line.quantity} ×</strong> {line.label}
            {line.options.length > 0 && <span className="block muted">{line.options.join(" · ")}</span>}
          </li>
        ))}
      </ul>
      {order.comments && <p className="alert-text text-sm">{t("comments", { comments: order.comments })}</p>}
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`badge ${paid ? "badge-open" : "badge-closed"}`}>{paid ? t("paid") : order.round ? t("onTab") : order.awaits_payment ? t("awaitingPayment") : t("unpaid")}</span>
        <span>{amount}</span>
        <span className="muted">· {progress.has(order.progress) ? progress(order.progress) : order.progress}</span>
      </p>
      {order.awaits_payment && (
        <div className="flex flex-wrap gap-2" data-confirm-payment>
          <button type="button" className="btn-primary" onClick={() => onSettle("approved")} aria-disabled={busy} aria-describedby={headingId}>
            {t("confirmPayment", { method, amount })}
          </button>
          <button type="button" className="btn-outline" onClick={() => onSettle("declined")} aria-disabled={busy} aria-describedby={headingId}>
            {t("refusePayment")}
          </button>
        </div>
      )}
      {waitsForPayment && <p className="muted text-sm">{t("paysFirst")}</p>}
      {canRefund && paid && isOnlineMethod(order.payment_method as PaymentMethod) && <RefundAction subject={{ kind: "order", id: order.id }} source={{ orderId: order.id }} currency={currency} onRefunded={onRefunded} />}
      {next && (
        <button type="button" className="btn-primary" onClick={onMove} aria-disabled={busy} aria-busy={busy} data-move-to={next}>
          {t("moveTo", { step: progress(next) })}
        </button>
      )}
    </li>
  );
}
