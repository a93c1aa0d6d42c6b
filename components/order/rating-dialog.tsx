"use client";

import { useTranslations } from "use-intl/react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { PurchaseRating } from "./purchase-rating";

/** A purchase's rating as a modal dialog (focus trapped, Escape closes), as the order page opens it. */
export function RatingDialog({ id, token, onClose }: { id: number; token: string; onClose: () => void }) {
  const t = useTranslations("rate");
  const ref = useModalDialog(true);
  return (
    <dialog ref={ref} className="sheet" aria-label={t("pageTitle")} onClose={onClose} data-rate-dialog>
      <div className="flex justify-end">
        <button type="button" className="icon-button" aria-label={t("close")} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <PurchaseRating id={id} token={token} onDone={onClose} />
    </dialog>
  );
}
