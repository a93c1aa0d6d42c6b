"use client";

import { useTranslations } from "use-intl/react";
import { fetchOpenTabs, settleTabPart } from "@/lib/client/api/staff";
import { useClock } from "@/lib/client/use-clock";
import { useLive } from "@/lib/client/use-live";
import type { Currency } from "@/lib/domain/money/currency";
import { addMinor, type Minor } from "@/lib/domain/money/minor";
import { formatMoney } from "@/lib/domain/money/money";
import { isOnlineMethod, type PaymentMethod } from "@/lib/domain/payments/payment-methods";
import { errorText } from "@/lib/i18n/api-error-text";
import { STAFF_CLOCK_MS, STAFF_LIVE } from "./staff-live";
import { useStaffAction } from "./use-staff-action";
import { minutesSince } from "@/lib/domain/time/minutes-since";

/**
 * Payments a table promised and has not finished: the parts of the branch's open tabs held for cash, a dataphone
 * or a room charge, each confirmed once the money is in hand — the tab closes on every phone at the table when
 * nothing is left — or let go when the payer did not pay; and online parts whose payer left the gateway's page,
 * which staff can let go at once (the gateway is asked first) rather than wait for the branch's hold to run out.
 * Shown to accounts that may confirm payments.
 */

export function PaymentsToConfirm({ branchId, currency }: { branchId: number; currency: Currency }) {
  const t = useTranslations("staff.payments");
  const board = useTranslations("staff.board");
  const methods = useTranslations("order.methods");
  const errors = useTranslations("errors");
  const live = useLive("tabs", fetchOpenTabs, STAFF_LIVE);
  const now = useClock(STAFF_CLOCK_MS);
  const { pending: busy, failure, run } = useStaffAction<number>();
  const held = (live.data ?? [])
    .filter((tab) => tab.place.supplier_id === branchId)
    .flatMap((tab) => tab.parts.filter((part) => part.state === "held").map((part) => ({ tab, part, online: isOnlineMethod(part.method as PaymentMethod) })));

  const settle = (id: number, state: "paid" | "released") => run(id, () => settleTabPart(id, state), { then: live.refresh });

  const money = (amount: Minor) => formatMoney(amount, currency);
  return (
    <section aria-labelledby="payments-to-confirm" className="card flex flex-col gap-3" data-payments-to-confirm>
      <h2 id="payments-to-confirm" className="text-lg font-semibold">
        {t("title")} <span className="muted">({held.length})</span>
      </h2>
      {failure && (
        <p role="alert" className="field-error">
          {errorText(errors, failure.code)}
        </p>
      )}
      {held.length === 0 ? (
        <p className="muted">{live.data ? t("none") : board("loading")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {held.map(({ tab, part, online }) => {
            const place = board(`place.${tab.place.kind}`, { code: tab.place.code });
            return (
              <li key={part.id} className="flex flex-wrap items-center justify-between gap-2" data-tab-part={part.id}>
                <span id={`part-${part.id}`}>
                  <strong>{place}</strong> · {part.payer || t("someone")} · {methods(part.method)} · <strong>{money(addMinor(part.amount, part.tip))}</strong>
                  {part.tip > 0 && <span className="muted"> ({t("tip", { tip: money(part.tip) })})</span>}
                  {online && now && <span className="muted block text-sm">{t("onlinePending", { minutes: minutesSince(part.created_at, now) })}</span>}
                </span>
                <span className="flex flex-wrap gap-2">
                  {!online && (
                    <button type="button" className="btn-primary" onClick={() => settle(part.id, "paid")} aria-disabled={busy === part.id} aria-describedby={`part-${part.id}`}>
                      {t("confirm")}
                    </button>
                  )}
                  <button type="button" className="btn-outline" onClick={() => settle(part.id, "released")} aria-disabled={busy === part.id} aria-describedby={`part-${part.id}`}>
                    {t("release")}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
