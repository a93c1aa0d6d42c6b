"use client";

import { IntentLink } from "@/components/shell/intent-link";
import { browserOnly } from "@/components/ui/browser-only";
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "use-intl/react";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import type { OrderView } from "@/lib/client/api/orders";
import { fetchProfileOrders } from "@/lib/client/api/profile";
import { useBrandStores, useHydrated, useOrderHistory } from "@/lib/client/stores/brand-stores";
import type { DeviceOrder } from "@/lib/client/stores/order-history-store";
import { useDateTime } from "@/lib/client/use-date-time";
import { useMoney } from "@/lib/client/use-money";
import { activeOrdersPath, branchPath, historyPath, orderPath } from "@/lib/domain/routing/paths";
import { isFinalProgress, progressLabel } from "@/lib/domain/orders/order-progress";
import { briefLines, orderLineDetails } from "@/lib/domain/orders/line-details";
import { OrderLines } from "./order-lines";
import { useOrder } from "./use-order";

/** The lines a history row shows before "and 2 more": enough to recognise the order. */
const HISTORY_LINES = 3;

// The history lists the device's bookings too; their code comes with the history page alone.
const DeviceBookings = browserOnly(() => import("@/components/booking/device-bookings").then((m) => m.DeviceBookings));

/** What the list knows of one order: the order, or why it could not be read. */
type Read = { order: OrderView | null; failed: ApiFailure["code"] | null };
type Row = DeviceOrder & Read;

const UNREAD: Read = { order: null, failed: null };

/** Under way, or not known to be done: an order the network could not reach is kept, not assumed finished. */
const stillMoving = (row: Row) => (row.order ? !isFinalProgress(row.order.progress) : row.failed === "network");

/**
 * Reads one of the device's orders with useOrder, the copy its order page and the grab-and-go screen show
 * (polled while it may still change), and hands each new answer to the list; renders nothing.
 */
function OrderReader({ device, onRead }: { device: DeviceOrder; onRead: (id: number, read: Read) => void }) {
  const { order, error } = useOrder(device.id, device.token);
  const failed = order || !error ? null : failureToShow(error).code;
  useEffect(() => {
    if (order || failed) onRead(device.id, { order, failed });
  }, [device.id, order, failed, onRead]);
  return null;
}

interface Props {
  supplier: string;
  /** active: this branch's orders still under way (product §2 /orders); all: every order of the brand (/history-my-orders) */
  scope: "active" | "all";
}

/**
 * The orders this device placed, newest first, each read back with its token for its current status.
 * The list asks again every few seconds while one of them is still under way.
 */
export function DeviceOrders({ supplier, scope }: Props) {
  const t = useTranslations("order");
  const stores = useBrandStores();
  const hydrated = useHydrated(stores.orderHistory);
  // The whole history also lists what the diner's profile ordered on other devices.
  useEffect(() => {
    if (scope !== "all" || !hydrated) return;
    let cancelled = false;
    fetchProfileOrders()
      .then((orders) => !cancelled && stores.orderHistory.getState().merge(orders))
      .catch(() => undefined); // this device's own orders are still listed
    return () => {
      cancelled = true;
    };
  }, [scope, hydrated, stores]);
  const remembered = useOrderHistory((s) => s.orders);
  const candidates = remembered
    .filter((o) => scope === "all" || o.supplierSlug === supplier)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const [reads, setReads] = useState<ReadonlyMap<number, Read>>(() => new Map());
  const onRead = useCallback((id: number, read: Read) => setReads((known) => new Map(known).set(id, read)), []);
  const listed = candidates.map((o) => ({ ...o, ...(reads.get(o.id) ?? UNREAD) }));
  const rows = candidates.length > 0 && candidates.every((o) => reads.has(o.id)) ? listed : undefined;
  // History lists every order at once, statuses filling in; "in progress" must wait to know which are.
  const shown = scope === "all" ? listed : rows?.filter(stillMoving);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      {candidates.map((o) => (
        <OrderReader key={o.id} device={o} onRead={onRead} />
      ))}
      <h1 className="text-2xl font-bold">{t(scope === "all" ? "historyTitle" : "activeTitle")}</h1>
      {!hydrated || (candidates.length > 0 && !shown) ? (
        <div className="grid place-items-center py-10" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{t("loading")}</span>
        </div>
      ) : !shown?.length ? (
        <div className="flex flex-col items-start gap-3" data-empty>
          <p className="muted">{t(scope === "all" ? "historyEmpty" : "activeEmpty")}</p>
          <IntentLink href={branchPath(supplier)} className="btn-outline">
            {t("backToMenu")}
          </IntentLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-live="polite">
          {shown.map((row) => (
            <OrderRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      {scope === "all" && rows?.some((row) => row.supplierSlug === supplier && stillMoving(row)) && (
        <IntentLink href={activeOrdersPath(supplier)} className="self-start underline" data-active-orders>
          {t("activeTitle")}
        </IntentLink>
      )}
      {scope === "all" && <DeviceBookings />}
      {scope === "active" && (
        <IntentLink href={historyPath(supplier)} className="self-start underline">
          {t("myOrders")}
        </IntentLink>
      )}
    </div>
  );
}

function OrderRow({ row }: { row: Row }) {
  const t = useTranslations("order");
  const dateTime = useDateTime();
  const { order } = row;
  const money = useMoney(order?.currency);
  const brief = order ? briefLines(orderLineDetails(order.lines), HISTORY_LINES) : null;
  return (
    <li>
      <IntentLink href={orderPath(row.supplierSlug, row.id, row.token)} className="card flex flex-col gap-2" data-device-order={row.id}>
        <span className="flex items-center justify-between gap-3">
          <span className="flex flex-col">
            <span className="font-semibold">{t("title", { id: row.id })}</span>
            <span className="muted text-sm">{dateTime(row.createdAt, { dateStyle: "medium", timeStyle: "short" })}</span>
          </span>
          <span className="flex flex-col items-end text-sm">
            {order ? (
              <>
                <span className="font-semibold">{t(`progress.${progressLabel(order.progress) ?? "in_progress"}`)}</span>
                <span>{t(`paymentState.${order.payment_state}`)}</span>
                <span>{money(order.total)}</span>
              </>
            ) : (
              row.failed && <span className="muted">{t(row.failed === "not_found" ? "rowUnavailable" : "rowOffline")}</span>
            )}
          </span>
        </span>
        {/* what was ordered, so "#12" says which order it was; the order page has every line */}
        {brief && brief.shown.length > 0 && <OrderLines lines={brief.shown} more={brief.more} currency={order?.currency} className="flex flex-col gap-1 border-t border-[var(--brand-border)] pt-2 text-sm" />}
      </IntentLink>
    </li>
  );
}
