"use client";

import { useTranslations } from "use-intl/react";
import type { Currency } from "@/lib/domain/currency";
import { fromMajor } from "@/lib/domain/major-units";
import { formatMoney } from "@/lib/domain/money";
import { nextProgress } from "@/lib/domain/order-board";
import type { BoardOrder } from "@/lib/domain/order-board-wire";
import { displayPaymentState } from "@/lib/domain/transaction-status";

/** One order on the pass: who and where, what to make, whether it is paid, and the one tap that moves it on. */
export function BoardCard({ order, now, fresh, moving, onMove, currency }: { order: BoardOrder; now: Date; fresh: boolean; moving: boolean; onMove: () => void; currency: Currency }) {
  const t = useTranslations("staff.board");
  const progress = useTranslations("order.progress");
  const services = useTranslations("services");
  const next = nextProgress(order.service, order.progress);
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(order.created_at)) / 60_000));
  const paid = displayPaymentState(order.status) === "approved";
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
          </li>
        ))}
      </ul>
      {order.comments && <p className="alert-text text-sm">{t("comments", { comments: order.comments })}</p>}
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`badge ${paid ? "badge-open" : "badge-closed"}`}>{paid ? t("paid") : t("unpaid")}</span>
        <span>{formatMoney(fromMajor(order.total, currency), currency)}</span>
        <span className="muted">· {progress.has(order.progress) ? progress(order.progress) : order.progress}</span>
      </p>
      {next && (
        <button type="button" className="btn-primary" onClick={onMove} aria-disabled={moving} aria-busy={moving} data-move-to={next}>
          {t("moveTo", { step: progress(next) })}
        </button>
      )}
    </li>
  );
}
