"use client";

import { useTranslations } from "use-intl/react";
import type { OrderView } from "@/lib/client/api/orders";
import { useDateTime } from "@/lib/client/use-date-time";
import { useMoney } from "@/lib/client/use-money";
import { subtractMinor, ZERO, type Minor } from "@/lib/domain/money/minor";
import { orderLineDetails } from "@/lib/domain/orders/line-details";
import { OrderLines } from "./order-lines";

/** What was ordered and what it costs, with the order's delivery details. Amounts only where they apply. */
export function OrderSummary({ order }: { order: OrderView }) {
  const t = useTranslations("order");
  const dateTime = useDateTime();
  const money = useMoney(order.currency);
  const amounts: [key: string, amount: Minor, note?: string][] = [
    ["subtotal", order.subtotal],
    ["delivery", order.delivery_price],
    ["discount", subtractMinor(ZERO, order.discount), order.coupon_code ?? undefined],
    ["tip", order.tip],
  ];
  const details: [key: string, value: string][] = [];
  if (order.scheduled_for) details.push(["scheduledFor", dateTime(order.scheduled_for, { dateStyle: "full", timeStyle: "short" })]);
  if (order.address) details.push(["address", [order.address.address, order.address.neighbourhood, order.address.city, order.address.reference].join(" · ")]);
  if (order.comments) details.push(["comments", order.comments]);
  if (order.packed) details.push(["packed", t("yes")]);
  if (order.cutlery) details.push(["cutlery", t("yes")]);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="text-lg font-bold">
        {t("summaryHeading")}
      </h2>
      <OrderLines lines={orderLineDetails(order.lines)} currency={order.currency} />
      <dl className="card grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-totals>
        {amounts
          .filter(([key, amount]) => key === "subtotal" || amount !== 0)
          .map(([key, amount, note]) => (
            <div key={key} className="contents" data-amount={key}>
              <dt>{note ? t("discountWithCoupon", { code: note }) : t(key)}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        {order.consumption_tax > 0 && (
          <div className="contents muted text-sm" data-amount="tax">
            <dt>{t("tax")}</dt>
            <dd>{money(order.consumption_tax)}</dd>
          </div>
        )}
        <div className="contents text-lg font-bold" data-amount="total">
          <dt>{t("total")}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      {details.length > 0 && (
        <dl className="card flex flex-col gap-2">
          {details.map(([key, value]) => (
            <div key={key}>
              <dt className="muted text-sm">{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
