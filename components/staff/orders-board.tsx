"use client";

import { useTranslations } from "use-intl/react";
import { useState } from "react";
import { failureToShow } from "@/lib/client/api/api-failure";
import { fetchBoard, moveOrder, settleOrderPayment } from "@/lib/client/api/staff";
import { useClock } from "@/lib/client/use-clock";
import { useDateTime } from "@/lib/client/use-date-time";
import { useLive } from "@/lib/client/use-live";
import { BOARD_COLUMNS, boardColumn, forThePass, isForLater, nextProgress } from "@/lib/domain/orders/order-board";
import type { BoardOrderView } from "@/lib/domain/orders/order-board-wire";
import { errorText } from "@/lib/i18n/api-error-text";
import { BoardCard } from "./board-card";
import { STAFF_CLOCK_MS, STAFF_LIVE, useSignInWhenSignedOut } from "./staff-live";
import { useNewOrderCue } from "./use-new-order-cue";
import type { Currency } from "@/lib/domain/money/currency";
import { useStaffAction } from "./use-staff-action";

/**
 * The orders board of one branch: live orders by column (lib/domain/orders/order-board.ts), the newest announced with a
 * sound and a highlight, each moved to its service's next step with one tap, an in-person payment confirmed or
 * refused on its card; orders handed over but not yet paid wait in the cashier's lane; scheduled orders for later
 * wait in their own lane by slot; a filter by service.
 */
export function OrdersBoard({ branch, currency, canRefund = false }: { branch: string; currency: Currency; canRefund?: boolean }) {
  const t = useTranslations("staff.board");
  const services = useTranslations("services");
  const errors = useTranslations("errors");
  const dateTime = useDateTime();
  const now = useClock(STAFF_CLOCK_MS);
  const cue = useNewOrderCue();
  const live = useLive(`board:${branch}`, () => fetchBoard(branch).then((orders) => (cue.see(orders), orders)), STAFF_LIVE);
  const [service, setService] = useState<string>("");
  const { pending: moving, failure, run } = useStaffAction<number>();
  const orders = live.data;

  const ended = useSignInWhenSignedOut(live.error);

  function move(order: BoardOrderView) {
    const next = nextProgress(order.journey, order.progress);
    if (next) void run(order.id, () => moveOrder(order.id, next), { then: live.refresh });
  }

  const settle = (order: BoardOrderView, status: "approved" | "declined") => void run(order.id, () => settleOrderPayment(order.id, status), { then: live.refresh });

  if (!orders || !now) {
    return (
      <p role="status" className="muted">
        {live.error ? errorText(errors, failureToShow(live.error).code) : t("loading")}
      </p>
    );
  }
  const offered = [...new Set(orders.map((order) => order.service))];
  const shown = orders.filter((order) => !service || order.service === service);
  const later = shown.filter((order) => isForLater(order.scheduled_for, now)).sort((a, b) => a.scheduled_for!.localeCompare(b.scheduled_for!));
  const current = shown.filter((order) => !isForLater(order.scheduled_for, now));
  // done in the kitchen, money still to confirm (lib/domain/orders/order-board.ts boardLane): the server sends no other
  const toCollect = forThePass(
    current.filter((order) => boardColumn(order.progress) === null),
    cue.fresh,
  );
  const card = (order: BoardOrderView) => (
    <BoardCard key={order.id} order={order} now={now} fresh={cue.fresh.has(order.id)} busy={moving === order.id} onMove={() => move(order)} onSettle={(status) => settle(order, status)} currency={currency} canRefund={canRefund} onRefunded={() => void live.refresh()} />
  );

  return (
    <div className="flex flex-col gap-4" data-orders-board>
      <div className="flex flex-wrap items-center gap-3">
        <label className="field flex-row items-center gap-2">
          {t("service")}
          <select value={service} onChange={(event) => setService(event.target.value)}>
            <option value="">{t("allServices")}</option>
            {offered.map((key) => (
              <option key={key} value={key}>
                {services.has(key) ? services(key) : key}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn-outline" aria-pressed={cue.soundOn} onClick={cue.toggleSound}>
          {cue.soundOn ? t("soundOn") : t("soundOff")}
        </button>
        <p role="status" aria-live="polite" className="font-semibold" data-board-news>
          {cue.news > 0 ? t("news", { count: cue.news }) : ""}
        </p>
      </div>
      {failure && (
        <p role="alert" className="field-error">
          {errorText(errors, failure.code)}
        </p>
      )}
      {live.error !== undefined && !ended && (
        <p role="status" className="muted">
          {t("stale")}
        </p>
      )}
      <div className="board-columns">
        {BOARD_COLUMNS.map((column) => {
          const here = forThePass(
            current.filter((order) => boardColumn(order.progress) === column),
            cue.fresh,
          );
          return (
            <section key={column} aria-labelledby={`board-${column}`} className="board-column" data-board-column={column}>
              <h2 id={`board-${column}`} className="text-lg font-semibold">
                {t(`columns.${column}`)} <span className="muted">({here.length})</span>
              </h2>
              {here.length ? <ol className="flex flex-col gap-3">{here.map(card)}</ol> : <p className="muted">{t("emptyColumn")}</p>}
            </section>
          );
        })}
      </div>
      {toCollect.length > 0 && (
        <section aria-labelledby="board-to-collect" className="flex flex-col gap-3" data-board-column="to_collect">
          <h2 id="board-to-collect" className="text-lg font-semibold">
            {t("toCollect")} <span className="muted">({toCollect.length})</span>
          </h2>
          <ol className="board-columns">{toCollect.map(card)}</ol>
        </section>
      )}
      {later.length > 0 && (
        <section aria-labelledby="board-later" className="flex flex-col gap-3" data-board-later>
          <h2 id="board-later" className="text-lg font-semibold">
            {t("later")}
          </h2>
          <ol className="flex flex-col gap-3">
            {later.map((order) => (
              <li key={order.id} className="flex flex-col gap-1">
                <p className="font-semibold">{dateTime(order.scheduled_for!, { weekday: "short", hour: "numeric", minute: "2-digit" })}</p>
                <ol>{card(order)}</ol>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
