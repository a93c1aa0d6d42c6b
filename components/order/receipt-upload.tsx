"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl/react";
import { Field } from "@/components/ui/field";
import { ApiCallError } from "@/lib/client/api/api-failure";
import { uploadReceipt, type OrderView } from "@/lib/client/api/orders";
import { apiErrorText } from "@/lib/i18n/api-error-text";
import { MAX_RECEIPT_BYTES, RECEIPT_ACCEPT } from "@/lib/domain/payments/receipt-file";

interface Props {
  order: OrderView;
  token: string;
  /** the order as the upload left it, so the page shows "pending review" without waiting for its next poll */
  onUploaded: (order: OrderView) => void;
}

/** The payment-receipt upload: a photo or PDF of the transfer, replaceable until the order is approved. */
export function ReceiptUpload({ order, token, onUploaded }: Props) {
  const t = useTranslations("order");
  const tRoot = useTranslations();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function choose(chosen: File | null) {
    setFile(chosen);
    // The size is known before anything is sent; the type is the server's to judge, from the bytes.
    setError(chosen && chosen.size > MAX_RECEIPT_BYTES ? "receipt_too_large" : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || error) return;
    setSending(true);
    try {
      onUploaded(await uploadReceipt(order.id, token, file));
      setFile(null);
      (event.target as HTMLFormElement).reset();
    } catch (caught) {
      setError(caught instanceof ApiCallError ? caught.failure.code : "network");
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-receipt-form>
      <Field label={t(order.receipt ? "receiptReplace" : "receiptLabel")} hint={t("receiptHint", { mb: MAX_RECEIPT_BYTES / 1024 / 1024 })} error={error ? apiErrorText(tRoot, "order", error) : false}>
        <input type="file" name="file" accept={RECEIPT_ACCEPT} onChange={(event) => choose(event.target.files?.[0] ?? null)} />
      </Field>
      <button type="submit" className="btn-primary self-start" disabled={!file || Boolean(error) || sending} aria-busy={sending}>
        {t(sending ? "receiptSending" : "receiptSend")}
      </button>
    </form>
  );
}
