"use client";

import { useTranslations } from "use-intl/react";
import { useId, useState } from "react";
import type { ApiFailure } from "@/lib/client/api/api-failure";
import type { Currency } from "@/lib/domain/money/currency";
import { floorState, type FloorPlace, type FloorState } from "@/lib/domain/tabs/floor";
import type { Minor } from "@/lib/domain/money/minor";
import { formatMoney } from "@/lib/domain/money/money";
import { CLOSE_REASON_LENGTH } from "@/lib/domain/tabs/tab-bodies";
import { errorText } from "@/lib/i18n/api-error-text";
import { FloorParty } from "./floor-party";
import { minutesSince } from "@/lib/domain/time/minutes-since";

const BADGE: Record<FloorState, string> = { free: "badge-free", seated: "badge-seated", ordering: "badge-open", paying: "badge-paying" };

/**
 * One place on the floor: its name and state (free, seated, ordering, paying), the party seated there; for an open tab what is owed, what was paid and by whom (and what
 * waits for the waiter to confirm), the rounds still in the kitchen, and the tap that closes it — refused while money
 * is due, then offered again with a reason, so a table can always be freed; its open call.
 */
export function FloorCard({
  place,
  branch,
  now,
  currency,
  closing,
  failure,
  onClose,
  onChange,
}: {
  place: FloorPlace;
  branch: string;
  now: Date;
  currency: Currency;
  closing: boolean;
  failure: ApiFailure | null;
  onClose: (reason?: string) => void;
  onChange: () => Promise<unknown>;
}) {
  const t = useTranslations("staff.tables");
  const board = useTranslations("staff.board");
  const methods = useTranslations("order.methods");
  const progress = useTranslations("order.progress");
  const reasons = useTranslations("menu.callWaiter.reasons");
  const errors = useTranslations("errors");
  const money = (amount: Minor) => formatMoney(amount, currency);
  const name = board(`place.${place.kind}`, { code: place.code });
  const state = floorState(place);
  const { tab, call } = place;
  const headingId = useId();
  const details = [place.where, place.seats ? t("seats", { count: place.seats }) : null].filter(Boolean).join(" · ");
  return (
    <li className={`floor-card floor-card-${state} ${call ? "floor-card-calling" : ""}`} aria-labelledby={headingId} data-floor-place={place.code} data-floor-state={state}>
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 id={headingId} className="text-lg leading-tight font-bold">
          {name}
        </h3>
        <span className={`badge ${BADGE[state]}`}>{t(`state.${state}`)}</span>
      </div>
      {details && <p className="muted text-sm">{details}</p>}
      <FloorParty place={place} branch={branch} now={now} headingId={headingId} onChange={onChange} />
      {call && (
        <p className="alert-text" data-floor-call>
          {t("calling", { reason: call.reason ? reasons(call.reason) : reasons("none"), minutes: minutesSince(call.created_at, now) })}
        </p>
      )}
      {tab && (
        <>
          <p className="muted text-sm">{t("openFor", { minutes: minutesSince(tab.opened_at, now) })}</p>
          <dl className="floor-amounts">
            <div>
              <dt>{t("balance")}</dt>
              <dd className="text-xl font-bold" data-floor-balance>
                {money(tab.balance)}
              </dd>
            </div>
            <div>
              <dt>{t("total")}</dt>
              <dd>{money(tab.total)}</dd>
            </div>
          </dl>
          {tab.parts.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm" aria-label={t("payments")}>
              {tab.parts.map((part, index) => (
                <li key={index} className="flex flex-wrap justify-between gap-x-2">
                  <span>
                    {part.payer || t("someone")} · {methods(part.method)}
                  </span>
                  <span>
                    <strong>{money(part.amount)}</strong> <span className={part.state === "paid" ? "" : "muted"}>{t(`part.${part.state}`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {tab.rounds_to_prepare.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm" aria-label={t("toPrepare")} data-floor-rounds>
              {tab.rounds_to_prepare.map((round) => (
                <li key={round.number}>
                  {t("round", { number: round.number })}
                  {round.guest && ` · ${round.guest}`} · <strong>{progress.has(round.progress) ? progress(round.progress) : round.progress}</strong>
                </li>
              ))}
            </ul>
          )}
          {failure && (
            <p role="alert" className="field-error text-sm">
              {errorText(errors, failure.code)}
            </p>
          )}
          <button type="button" className="btn-outline mt-auto px-3 text-sm" onClick={() => onClose()} aria-disabled={closing} aria-busy={closing} aria-describedby={headingId}>
            {t("close")}
          </button>
          {failure && (failure.code === "tab_balance_due" || failure.code === "tab_payment_held") && <CloseWithReason closing={closing} headingId={headingId} onClose={onClose} />}
        </>
      )}
    </li>
  );
}

/** The close of a tab that still owes or holds money: staff say why (CLOSE_REASON_LENGTH), for the activity log. */
function CloseWithReason({ closing, headingId, onClose }: { closing: boolean; headingId: string; onClose: (reason: string) => void }) {
  const t = useTranslations("staff.tables");
  const [reason, setReason] = useState("");
  const inputId = useId();
  const ready = reason.trim().length >= CLOSE_REASON_LENGTH.min;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !closing) onClose(reason.trim());
      }}
    >
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t("closeReason")}
      </label>
      <input id={inputId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={CLOSE_REASON_LENGTH.max} aria-describedby={`${inputId}-hint`} required />
      <p id={`${inputId}-hint`} className="muted text-sm">
        {t("closeReasonHint")}
      </p>
      <button type="submit" className="btn-outline px-3 text-sm" aria-disabled={!ready || closing} aria-busy={closing} aria-describedby={headingId}>
        {t("closeAnyway")}
      </button>
    </form>
  );
}
