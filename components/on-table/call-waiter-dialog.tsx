"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl/react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { callWaiter } from "@/lib/client/api/waiter-call-send";
import { WAITER_CALL_REASONS, type WaiterCall, type WaiterCallReason } from "@/lib/domain/tabs/waiter-call";
import { errorText } from "@/lib/i18n/api-error-text";

interface Props {
  token: string;
  tableCode: string;
  onCalled: (call: WaiterCall) => void;
  onCancel: () => void;
}

/**
 * Product §2's call-waiter dialog: why the table calls (optional), then the call. A failed call keeps the dialog
 * and the reason chosen, and says why. Fetched on the first tap of the table's control (call-waiter.tsx).
 */
export function CallWaiterDialog({ token, tableCode, onCalled, onCancel }: Props) {
  const t = useTranslations("menu.callWaiter");
  const errors = useTranslations("errors");
  const titleId = useId();
  const ref = useModalDialog(true);
  const [reason, setReason] = useState<WaiterCallReason | "">("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      onCalled(await callWaiter(token, reason || null));
    } catch (error) {
      setFailure(failureToShow(error));
      setSending(false);
    }
  }

  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onCancel} className="sheet" data-call-waiter-dialog>
      <form className="flex flex-col gap-4" onSubmit={send}>
        <h2 id={titleId} className="text-lg font-semibold">
          {t("dialogTitle", { code: tableCode })}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2">{t("reason")}</legend>
          {(["", ...WAITER_CALL_REASONS] as const).map((key) => (
            <label key={key} className="option-row">
              <input type="radio" name="reason" value={key} checked={reason === key} onChange={() => setReason(key)} />
              {t(`reasons.${key || "none"}`)}
            </label>
          ))}
        </fieldset>
        <p role="status" className="font-semibold">
          {sending ? t("sending") : ""}
        </p>
        {failure && (
          <p role="alert" className="field-error">
            {errorText(errors, failure.code)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onCancel}>
            {t("cancel")}
          </button>
          <button type="submit" className="btn-primary" aria-busy={sending}>
            {t("call")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
