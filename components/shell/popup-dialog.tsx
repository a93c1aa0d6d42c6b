"use client";

import { useTranslations } from "use-intl/react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import type { ContentPopup } from "@/lib/client/api/popups";

/** One content popup, open as a modal <dialog> while it is mounted (focus trapped, Escape closes). */
export function PopupDialog({ popup, onClose }: { popup: ContentPopup; onClose: () => void }) {
  const t = useTranslations("shell");
  const ref = useModalDialog(true);
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- brand artwork
    <img src={popup.image} alt="" width={600} height={600} className="h-auto w-full rounded-2xl" />
  );
  return (
    <dialog ref={ref} className="sheet" aria-label={t("popup")} onClose={onClose} data-popup={popup.id}>
      <div className="flex justify-end">
        <button type="button" className="icon-button" aria-label={t("closePopup")} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {popup.url ? (
        <a href={popup.url} onClick={onClose}>
          {image}
        </a>
      ) : (
        image
      )}
    </dialog>
  );
}
