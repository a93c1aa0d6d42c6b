"use client";

import { useTranslations } from "use-intl/react";
import { progressLabel } from "@/lib/domain/orders/order-progress";
import { roundWithdrawal } from "@/lib/domain/tabs/round-withdrawal";
import { addMinor, type Minor } from "@/lib/domain/money/minor";
import { partWebcheckoutPath } from "@/lib/domain/routing/paths";
import { isOnlineMethod } from "@/lib/domain/payments/payment-methods";
import type { TabView } from "@/lib/domain/tabs/tab-view";
import { LineOptions } from "@/components/order/line-options";
import { useChoiceHref } from "@/components/shell/link-choices";

interface RoundsProps {
  tab: TabView;
  money: (amount: Minor) => string;
  /** round id → access token of the rounds this phone sent */
  own?: Record<string, string>;
  /** the round this phone is withdrawing now */
  withdrawing?: number | null;
  onWithdraw?: (roundId: number, accessToken: string) => void;
}

/**
 * The rounds of a tab, each with who sent it, where the kitchen is with it, and its lines. A round this phone sent
 * can be withdrawn while the kitchen has not accepted it (lib/domain/tabs/round-withdrawal.ts).
 */
export function TabRounds({ tab, money, own = {}, withdrawing = null, onWithdraw }: RoundsProps) {
  const t = useTranslations("tab");
  const progress = useTranslations("order.progress");
  // Lines staff entered (solo-pago) belong to no round: they stand as one list of their own.
  const entered = tab.lines.filter((line) => line.round === 0);
  const groups = [
    ...(entered.length ? [{ key: 0, round: null, lines: entered }] : []),
    ...tab.rounds.map((round) => ({ key: round.number, round, lines: tab.lines.filter((line) => line.round === round.number) })),
  ];
  return (
    <section aria-labelledby="tab-rounds" className="flex flex-col gap-3">
      <h2 id="tab-rounds" className="text-lg font-semibold">
        {t("rounds")}
      </h2>
      <ol className="flex flex-col gap-3">
        {groups.map(({ key, round, lines }) => (
          <li key={key} className="card flex flex-col gap-2" data-round={round?.number ?? 0}>
            {round && (
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">
                  {t("round", { number: round.number })} · <span data-guest>{round.guest ? t("by", { guest: round.guest }) : t("nobody")}</span>
                </h3>
                <span className={`badge ${round.progress === "canceled" ? "" : "badge-open"} text-sm`} data-progress={round.progress}>
                  {progress(progressLabel(round.progress) ?? "in_progress")}
                </span>
              </div>
            )}
            {round && onWithdraw && tab.status === "open" && own[round.order_id] !== undefined && roundWithdrawal(round.progress) === "allowed" && (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="muted text-sm">{t("withdrawRoundHint")}</span>
                <button
                  type="button"
                  className="btn-outline"
                  data-withdraw-round={round.number}
                  aria-busy={withdrawing === round.order_id}
                  disabled={withdrawing !== null}
                  onClick={() => onWithdraw(round.order_id, own[round.order_id]!)}
                >
                  {withdrawing === round.order_id ? t("withdrawing") : t("withdrawRound")}
                </button>
              </div>
            )}
            <ul className="flex flex-col gap-1">
              {lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-3" data-tab-line={line.id}>
                  <span className="min-w-0">
                    {t("line", { quantity: line.quantity, label: line.label })}
                    <LineOptions options={line.options} />
                  </span>
                  <span className="font-semibold whitespace-nowrap">{money(line.total)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Total, paid, held and the balance every phone at the table sees. */
export function TabTotals({ tab, money }: { tab: TabView; money: (amount: Minor) => string }) {
  const t = useTranslations("tab");
  const rows = [
    ["total", tab.total],
    ["paid", tab.paid],
    ["held", tab.held],
    ["balance", tab.balance],
  ] as const;
  return (
    <section aria-labelledby="tab-totals" className="card">
      <h2 id="tab-totals" className="mb-2 text-lg font-semibold">
        {t("totals")}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([key, amount]) => (
          <div key={key} className="contents" data-total={key}>
            <dt className={key === "balance" ? "font-bold" : ""}>{t(key)}</dt>
            <dd className={`text-right ${key === "balance" ? "font-bold" : ""}`}>{money(amount)}</dd>
          </div>
        ))}
      </dl>
      {tab.refunded > 0 && (
        <p className="mt-2 font-semibold" data-tab-refunded>
          {t("refunded", { amount: money(tab.refunded) })}
        </p>
      )}
    </section>
  );
}

interface PartsProps {
  tab: TabView;
  money: (amount: Minor) => string;
  /** part id → access token of the parts this phone asked for */
  own: Record<string, string>;
  onWithdraw: (partId: number, accessToken: string) => void;
  /** the branch, for the way back to the gateway of this phone's unfinished online part */
  supplierSlug: string;
}

/**
 * Who paid what, held or paid. This phone's own held part can be withdrawn until it settles: one to the waiter until
 * staff confirm it, an online one whose payment the diner left — which can also be finished on the gateway.
 */
export function TabParts({ tab, money, own, onWithdraw, supplierSlug }: PartsProps) {
  const t = useTranslations("tab");
  const choiceHref = useChoiceHref();
  if (tab.parts.length === 0) return null;
  return (
    <section aria-labelledby="tab-parts" className="flex flex-col gap-2">
      <h2 id="tab-parts" className="text-lg font-semibold">
        {t("parts")}
      </h2>
      <ul className="flex flex-col gap-2">
        {tab.parts.map((part) => {
          const token = own[part.id];
          const mine = token !== undefined && part.state === "held";
          const online = isOnlineMethod(part.method);
          return (
            <li key={part.id} className="card flex flex-col gap-1" data-part={part.id} data-state={part.state}>
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{t("partBy", { payer: part.payer, amount: money(part.amount) })}</span>
                <span className={`badge ${part.state === "paid" ? "badge-open" : ""} text-sm`}>{t(`state.${part.state}`)}</span>
              </div>
              <span className="muted text-sm">
                {t(`methods.${part.method}`)}
                {part.tip > 0 && ` ${t("tip", { amount: money(part.tip) })}`}
              </span>
              {mine && (
                <>
                  <p className="text-sm">{online ? t("onlineUnfinished") : t("tellWaiter", { amount: money(addMinor(part.amount, part.tip)) })}</p>
                  <span className="flex flex-wrap gap-2">
                    {online && (
                      // a full navigation: the webcheckout route answers with a redirect to the gateway's own host
                      <a href={choiceHref(partWebcheckoutPath(supplierSlug, part.id, token))} className="btn-primary">
                        {t("payAgain")}
                      </a>
                    )}
                    <button type="button" className="btn-outline" onClick={() => onWithdraw(part.id, token)}>
                      {t("withdraw")}
                    </button>
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
