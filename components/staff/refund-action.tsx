"use client";

import { useId, useState } from "react";
import { useTranslations } from "use-intl/react";
import { Field } from "@/components/ui/field";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { fetchOrderPayments, refundPayment, type RefundablePayment } from "@/lib/client/api/staff-refunds";
import { randomKey } from "@/lib/client/random-key";
import { currencyDecimals, type Currency } from "@/lib/domain/money/currency";
import { fitsCurrencyDecimals, fromMajor, toMajor } from "@/lib/domain/money/major-units";
import { formatMoney } from "@/lib/domain/money/money";
import type { Minor } from "@/lib/domain/money/minor";
import { REFUND_REASON_MAX } from "@/lib/domain/payments/refund-body";
import { errorText } from "@/lib/i18n/api-error-text";

/** What the money paid for, as the dialog names it. */
export interface RefundSubject {
  kind: "order" | "tab_part" | "booking";
  id: number;
}

interface Props {
  subject: RefundSubject;
  /** an order's payments, asked when the dialog opens; or the one payment a ledger row already holds */
  source: { orderId: number } | { payment: RefundablePayment };
  currency: Currency;
  /** after a refund: the board's fresh answer */
  onRefunded: () => void;
}

type Step = "closed" | "loading" | "form" | "confirm" | "sending";

/** A typed amount in major units as Minor, or null when it is not one the currency can hold. */
function typedAmount(text: string, currency: Currency): Minor | null {
  const amount = Number(text.replace(",", "."));
  return text.trim() && Number.isFinite(amount) && amount > 0 && fitsCurrencyDecimals(amount, currency) ? fromMajor(amount, currency) : null;
}

/**
 * "Reembolsar" on a paid order's card (owners and managers): a dialog with the amount — by default all that may still
 * be given back — and the reason, then a confirmation naming the amount before the gateway is asked. One key per
 * opening of the dialog (the request's Idempotency-Key), so a double tap or a retry after a lost answer refunds once.
 */
export function RefundAction({ subject, source, currency, onRefunded }: Props) {
  const t = useTranslations("staff.board.refund");
  const errors = useTranslations("errors");
  const titleId = useId();
  const [step, setStep] = useState<Step>("closed");
  const ref = useModalDialog(step !== "closed");
  const [payment, setPayment] = useState<RefundablePayment | null>(null);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState("");
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [invalid, setInvalid] = useState<{ amount?: string; reason?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  async function open() {
    setStep("loading");
    setFailure(null);
    setInvalid({});
    setReason("");
    setKey(randomKey());
    try {
      const candidates = "payment" in source ? [source.payment] : await fetchOrderPayments(source.orderId);
      const [first] = candidates.filter((candidate) => candidate.refundable > 0);
      setPayment(first ?? null);
      setAmount(first ? toMajor(first.refundable, currency).toFixed(currencyDecimals(currency)) : "");
      setStep("form");
    } catch (error) {
      setFailure(failureToShow(error));
      setStep("form");
    }
  }

  const asked = typedAmount(amount, currency);

  function review() {
    const problems: typeof invalid = {};
    if (asked === null || (payment && asked > payment.refundable)) problems.amount = t("amountInvalid", { max: payment ? formatMoney(payment.refundable, currency) : "" });
    if (!reason.trim()) problems.reason = t("reasonRequired");
    setInvalid(problems);
    if (!problems.amount && !problems.reason) setStep("confirm");
  }

  async function send() {
    if (!payment || asked === null || step === "sending") return;
    setStep("sending");
    setFailure(null);
    try {
      const refund = await refundPayment(payment.id, asked, currency, reason.trim(), key);
      if (refund.status === "declined") {
        setFailure({ code: "refund_unavailable", detail: {} });
        setStep("confirm");
        return;
      }
      setDone(t(refund.status === "approved" ? "done" : "underway", { amount: formatMoney(asked, currency) }));
      setStep("closed");
      onRefunded();
    } catch (error) {
      setFailure(failureToShow(error));
      setStep("confirm");
    }
  }

  const busy = step === "loading" || step === "sending";
  return (
    <>
      <button type="button" className="btn-outline self-start" aria-haspopup="dialog" onClick={() => void open()} data-refund-open>
        {t("open")}
      </button>
      <p role="status" className="text-sm font-semibold">
        {done ?? ""}
      </p>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        aria-busy={busy}
        onClose={() => setStep("closed")}
        className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-[var(--brand-surface)] p-6 text-[var(--brand-text)] shadow-xl backdrop:bg-black/50"
        data-refund-dialog
      >
        <div className="flex flex-col gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("title", { kind: subject.kind, id: subject.id })}
          </h2>
          {step === "loading" && <p className="muted">{t("loading")}</p>}
          {step !== "loading" && !payment && !failure && <p>{t("nothing", { kind: subject.kind })}</p>}
          {payment && (step === "form" || step === "loading") && (
            <form
              className="flex flex-col gap-3"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                review();
              }}
            >
              <p className="text-sm">{t("paid", { paid: formatMoney(payment.amount, currency), refunded: formatMoney(payment.refunded, currency) })}</p>
              <Field label={t("amount")} hint={t("amountHint", { max: formatMoney(payment.refundable, currency) })} error={invalid.amount}>
                <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" autoComplete="off" required data-refund-amount />
              </Field>
              <Field label={t("reason")} error={invalid.reason}>
                <textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={REFUND_REASON_MAX} rows={2} required data-refund-reason />
              </Field>
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" className="btn-outline" onClick={() => setStep("closed")}>
                  {t("cancel")}
                </button>
                <button type="submit" className="btn-primary">
                  {t("review")}
                </button>
              </div>
            </form>
          )}
          {payment && asked !== null && (step === "confirm" || step === "sending") && (
            <div className="flex flex-col gap-3" data-refund-confirm>
              <p>{t("confirmText", { kind: subject.kind, id: subject.id, amount: formatMoney(asked, currency) })}</p>
              <p className="muted text-sm">{t("confirmReason", { reason: reason.trim() })}</p>
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" className="btn-outline" onClick={() => setStep("form")} disabled={step === "sending"}>
                  {t("back")}
                </button>
                <button type="button" className="btn-primary" onClick={() => void send()} aria-disabled={step === "sending"} autoFocus data-refund-confirm-button>
                  {step === "sending" ? t("sending") : t("confirm", { amount: formatMoney(asked, currency) })}
                </button>
              </div>
            </div>
          )}
          {failure && (
            <p role="alert" className="field-error">
              {errorText(errors, failure.code)}
            </p>
          )}
          {!payment && step !== "loading" && (
            <div className="flex justify-end">
              <button type="button" className="btn-outline" onClick={() => setStep("closed")}>
                {t("cancel")}
              </button>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
