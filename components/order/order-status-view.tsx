"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { useTranslations } from "use-intl/react";
import type { OrderView } from "@/lib/client/api/orders";
import type { OrderBranch as Branch } from "@/lib/domain/orders/order-view";
import { useDateTime } from "@/lib/client/use-date-time";
import { historyPath } from "@/lib/domain/routing/paths";
import { expectedAt } from "@/lib/domain/orders/wait-time";
import { orderJourney } from "@/lib/domain/orders/order-journey";
import { OrderBranch } from "./order-branch";
import { OrderRatingPrompt } from "./order-rating-prompt";
import { isFinalProgress, progressLabel } from "@/lib/domain/orders/order-progress";
import { OrderSummary } from "./order-summary";
import { PaymentStatus } from "./payment-status";
import { ProgressStepper } from "./progress-stepper";
import { usePurchaseTracking } from "./track-purchase";

interface Props {
  order: OrderView;
  branch: Branch;
  token: string;
  onChange: (order: OrderView) => void;
}

/** An order the diner can read: where it is, its payment, and what was ordered. */
export function OrderStatusView({ order, branch, token, onChange }: Props) {
  const supplier = branch.slug;
  const t = useTranslations("order");
  const dateTime = useDateTime();
  usePurchaseTracking(order);
  const progress = t(`progress.${progressLabel(order.progress) ?? "in_progress"}`);
  // Until it is done: when the branch usually has an order like this ready, or at the door.
  const journey = orderJourney(order.service, branch.on_table_class);
  const expected = isFinalProgress(order.progress) || order.progress === "ready" ? null : expectedAt(order, branch.wait_minutes, journey);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4" data-order={order.id}>
      <div>
        <h1 className="text-2xl font-bold">{t("title", { id: order.id })}</h1>
        <p className="muted text-sm">{t("placedAt", { date: dateTime(order.created_at, { dateStyle: "medium", timeStyle: "short" }) })}</p>
        {order.place && (
          <p className="font-semibold" data-order-place={order.place.code}>
            {t(`goesTo.${order.place.kind}`, { code: order.place.code })}
          </p>
        )}
      </div>
      {/* Polling changes the order under the diner's eyes; a screen reader hears each change. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-announcement>
        {t("announcement", { progress, payment: t(`paymentState.${order.payment_state}`) })}
      </p>
      {order.pickup_code && (
        <section className="card flex flex-col items-center gap-1 text-center" aria-labelledby="pickup-heading" data-pickup-code={order.pickup_code}>
          <h2 id="pickup-heading" className="text-lg font-bold">
            {t("grabAndGo.pickupCode")}
          </h2>
          <p className="text-4xl font-bold tracking-widest">{order.pickup_code}</p>
          <p className="muted text-sm">{t("grabAndGo.pickupHint")}</p>
        </section>
      )}
      <section className="card flex flex-col gap-3" aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="text-lg font-bold">
          {t("progressHeading")}
        </h2>
        {expected && (
          <p className="text-lg font-semibold" data-expected-at={expected.at.toISOString()}>
            {t(`expected.${expected.journey}`, { time: dateTime(expected.at, { timeStyle: "short" }) })}
          </p>
        )}
        <ProgressStepper progress={order.progress} journey={journey} />
      </section>
      <OrderBranch branch={branch} journey={journey ?? "served"} />
      <PaymentStatus order={order} supplier={supplier} token={token} onChange={onChange} />
      <OrderRatingPrompt order={order} token={token} />
      <OrderSummary order={order} />
      <IntentLink href={historyPath(supplier)} className="btn-outline self-start">
        {t("myOrders")}
      </IntentLink>
    </div>
  );
}
