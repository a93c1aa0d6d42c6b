"use client";

import { useEffect, useId, useRef, useState } from "react";
import { LineOptions } from "@/components/order/line-options";
import { useTranslations } from "use-intl/react";
import { TipPicker } from "@/components/forms/tip-picker";
import { Field } from "@/components/ui/field";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { requestPart, type OwnPart } from "@/lib/client/api/tab-actions";
import { randomKey } from "@/lib/client/random-key";
import { useMoney } from "@/lib/client/use-money";
import { ZERO } from "@/lib/domain/money/minor";
import { meetsMinimumOnlinePayment, MINIMUM_ONLINE_PAYMENT } from "@/lib/domain/payments/payment-methods";
import { partRequestToWire } from "@/lib/domain/tabs/tab-wire";
import { nearestMinor } from "@/lib/domain/money/major-units";
import { allocatePart, sharesTaken } from "@/lib/domain/tabs/split-bill";
import { MAX_SPLIT_PARTS, PART_WAYS, type PartRequest, type PartWay } from "@/lib/domain/tabs/split-bill-types";
import { claimedUnits } from "@/lib/domain/tabs/split-bill-items";
import { partCharge } from "@/lib/domain/tabs/split-bill-tip";
import { billFromTab, claimChoices } from "@/lib/domain/tabs/tab-bill";
import { linesByOwner, payStart } from "@/lib/domain/tabs/pay-start";
import type { TabPartMethod, TabView } from "@/lib/domain/tabs/tab-view";
import { DEFAULT_TIP, NO_TIP, type Tip } from "@/lib/domain/checkout/tip";
import { errorText } from "@/lib/i18n/api-error-text";

/** Refusals that mean the tab moved under the payer (someone else paid meanwhile): the tab is read again. */
const STALE: readonly string[] = ["nothing_due", "above_balance", "shares_taken", "item_claimed", "claim_exceeds_item", "tab_closed"];

interface Props {
  tab: TabView;
  placeToken: string;
  defaultPayer: string;
  /** the rounds this phone sent (their order ids): the form opens on them */
  ownRoundIds: readonly number[];
  methods: readonly TabPartMethod[];
  disableTip: boolean;
  /** the part was accepted: an online one goes on to the gateway, one to the waiter stays held on the tab */
  onAccepted: (part: OwnPart, tab: TabView, payer: string) => void;
  /** the tab moved: read it again */
  onStale: () => void;
  onCancel: () => void;
}

/**
 * Split the bill: it opens on the payer's own rounds, by items, with the table's other items beside them to share
 * (lib/domain/tabs/pay-start.ts); the payer may instead take the whole balance, an equal share, items (a shared bottle in
 * fractions) or an amount, adds their own voluntary tip, and says how they pay. The preview runs the same
 * allocatePart the server runs on the tab as last polled; the server decides, atomically, against the
 * balance of that moment.
 */
export function PayForm({ tab, placeToken, defaultPayer, ownRoundIds, methods, disableTip, onAccepted, onStale, onCancel }: Props) {
  const t = useTranslations("tab.payForm");
  const tabT = useTranslations("tab");
  const errors = useTranslations("errors");
  const money = useMoney(tab.currency);
  const id = useId();
  const bill = billFromTab(tab);
  const guestCount = new Set(tab.rounds.flatMap((round) => (round.guest ? [round.guest] : []))).size;

  // what the form opens on is read once: a poll that brings another round must not undo the payer's choices
  const [start] = useState(() => payStart(tab, ownRoundIds));
  const [payer, setPayer] = useState(defaultPayer);
  const [way, setWay] = useState<PartWay>(start.way);
  const [among, setAmong] = useState(Math.max(2, guestCount));
  const [shares, setShares] = useState(1);
  const [claims, setClaims] = useState<Record<string, string>>(start.claims);
  const groups = linesByOwner(tab, ownRoundIds);
  const [custom, setCustom] = useState("");
  const [tip, setTip] = useState<Tip>(DEFAULT_TIP);
  const [method, setMethod] = useState<TabPartMethod | null>(methods[0] ?? null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const key = useRef<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  // Opened from the tab's "pay my part": keyboard and screen-reader users land on the form.
  useEffect(() => titleRef.current?.focus(), []);

  const request: PartRequest =
    way === "equal"
      ? { way, among, shares }
      : way === "items"
        ? {
            way,
            claims: Object.entries(claims).flatMap(([lineId, fraction]) => {
              const [numerator, denominator] = fraction.split("/").map(Number);
              return fraction && numerator && denominator ? [{ lineId, numerator, denominator }] : [];
            }),
          }
        : way === "custom"
          ? { way, amount: nearestMinor(Number(custom) || 0, tab.currency) }
          : { way };
  const preview = allocatePart(bill, request);
  const part = preview.ok ? preview.part.amount : ZERO;
  const charge = partCharge(part, { tip, disableTipFlag: disableTip });
  const online = method === "card" || method === "pse" || method === "nequi";
  // product §5: an online part must be over the gateway's minimum, which the amount field shows as its placeholder
  const minimumOnline = online ? MINIMUM_ONLINE_PAYMENT[tab.currency] : ZERO;
  const belowMinimum = preview.ok && !meetsMinimumOnlinePayment(charge.charge, tab.currency, method);
  const minimumText = errors("minimum_online_payment", { minimum: money(minimumOnline) });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!preview.ok || !method || sending) return;
    setSending(true);
    setFailure(null);
    key.current ??= randomKey();
    const name = payer.trim() || defaultPayer;
    try {
      const answer = await requestPart(
        placeToken,
        { payer: name, request: partRequestToWire(request, tab.currency), tip: charge.tipOffered ? tip : NO_TIP, method },
        key.current,
      );
      key.current = null;
      onAccepted(answer.part, answer.tab, name);
    } catch (error) {
      const refusal = failureToShow(error);
      if (refusal.code !== "network") key.current = null;
      if (STALE.includes(refusal.code)) onStale();
      setFailure(refusal);
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="card flex flex-col gap-4" aria-labelledby={`${id}-title`} data-pay-form>
      <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="text-lg font-semibold">
        {t("title")}
      </h2>
      <Field label={t("payer")}>
        <input value={payer} onChange={(event) => setPayer(event.target.value)} maxLength={30} autoComplete="given-name" />
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t("way")}</legend>
        <div className="flex flex-wrap gap-2">
          {PART_WAYS.map((option) => (
            <label key={option} className="chip gap-2">
              <input type="radio" name={`${id}-way`} value={option} checked={way === option} onChange={() => setWay(option)} />
              {t(`ways.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {way === "equal" && (
        <div className="flex flex-col gap-2">
          <Field label={t("among")}>
            <input type="number" inputMode="numeric" min={2} max={MAX_SPLIT_PARTS} value={among} onChange={(event) => setAmong(Math.trunc(Number(event.target.value)) || 0)} />
          </Field>
          <Field label={t("shares")}>
            <input type="number" inputMode="numeric" min={1} max={among} value={shares} onChange={(event) => setShares(Math.trunc(Number(event.target.value)) || 0)} />
          </Field>
          <p className="muted text-sm">{t("sharesTaken", { taken: sharesTaken(bill, among), among })}</p>
        </div>
      )}

      {way === "items" && (
        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">{t("items")}</legend>
          {(["mine", "shared"] as const).map(
            (group) =>
              groups[group].length > 0 && (
                <div key={group} className="flex flex-col gap-2" data-claim-group={group}>
                  {groups.mine.length > 0 && <p className="muted text-sm font-semibold">{t(`groups.${group}`)}</p>}
                  {groups[group].map((line) => {
                    const claimed = claimedUnits(bill, String(line.id)) ?? { numerator: 0, denominator: 1 };
                    const choices = claimChoices(line.quantity, claimed);
                    return (
                      <div key={line.id} className="flex flex-wrap items-center justify-between gap-2" data-claim-line={line.id}>
                        <label htmlFor={`${id}-line-${line.id}`} className="flex flex-col">
                          <span>
                            {tabT("line", { quantity: line.quantity, label: line.label })} · {money(line.total)}
                          </span>
                          <LineOptions options={line.options} />
                          {claimed.numerator > 0 && <span className="muted text-sm">{t("claimed", { fraction: t("fraction", claimed) })}</span>}
                        </label>
                        <select
                          id={`${id}-line-${line.id}`}
                          value={claims[line.id] ?? ""}
                          disabled={choices.length === 0}
                          onChange={(event) => setClaims({ ...claims, [line.id]: event.target.value })}
                        >
                          <option value="">{t("claimNone")}</option>
                          {choices.map((choice) => (
                            <option key={`${choice.numerator}/${choice.denominator}`} value={`${choice.numerator}/${choice.denominator}`}>
                              {t("fraction", choice)}
                            </option>
                          ))}
                        </select>
                      </div>
                    );
                  })}
                </div>
              ),
          )}
        </fieldset>
      )}

      {way === "custom" && (
        <Field label={t("amount")}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            placeholder={minimumOnline > 0 ? t("amountOver", { minimum: money(minimumOnline) }) : undefined}
          />
        </Field>
      )}

      <p className="font-semibold" aria-live="polite" data-part-preview>
        {preview.ok ? t("preview", { amount: money(part) }) : preview.code === "no_items" ? t("items") : errors(preview.code)}
      </p>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t("method")}</legend>
        <div className="flex flex-wrap gap-2">
          {methods.map((option) => (
            <label key={option} className="chip gap-2">
              <input type="radio" name={`${id}-method`} value={option} checked={method === option} onChange={() => setMethod(option)} />
              {tabT(`methods.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {charge.tipOffered && preview.ok && <TipPicker tip={tip} amount={money(charge.tip)} onChange={setTip} />}
      {preview.ok && <p data-part-charge>{t("charge", { amount: money(charge.charge) })}</p>}
      {belowMinimum && (
        <p className="alert-text" role="status" data-minimum-online>
          {minimumText}
        </p>
      )}

      {failure && (
        <div ref={alertRef} tabIndex={-1} role="alert" className="alert-text flex flex-col gap-1" data-pay-error={failure.code}>
          <p>{failure.code === "minimum_online_payment" ? minimumText : errorText(errors, failure.code)}</p>
          {STALE.includes(failure.code) && <p>{t("refreshed")}</p>}
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onCancel}>
          {t("cancel")}
        </button>
        <button type="submit" className="btn-primary" disabled={!preview.ok || !method || belowMinimum || sending} aria-busy={sending}>
          {sending ? t("sending") : online ? t("submit", { amount: money(charge.charge) }) : t("submitHeld", { amount: money(charge.charge) })}
        </button>
      </div>
    </form>
  );
}
