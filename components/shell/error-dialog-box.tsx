"use client";

import { useTranslations } from "use-intl/react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { useAppError } from "@/lib/client/stores/brand-stores";

const ICONS = { error: "⚠️", warning: "⚠️", info: "ℹ️" } as const;
const TITLES = { error: "title", warning: "titleWarning", info: "titleInfo" } as const;

/** Product §8 error dialog: a modal <dialog> (focus trapped, Escape closes) driven by the app error store. */
export function ErrorDialogBox() {
  const t = useTranslations("shell.errorDialog");
  const { show, message, icon, key } = useAppError((s) => s);
  const dismiss = useAppError((s) => s.dismiss);
  const ref = useModalDialog(show);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="error-dialog-title"
      aria-describedby="error-dialog-message"
      data-error-key={key ?? undefined}
      onClose={dismiss}
      className="m-auto w-[min(92vw,24rem)] rounded-2xl bg-[var(--brand-surface)] p-6 text-[var(--brand-text)] shadow-xl backdrop:bg-black/50"
    >
      <p aria-hidden="true" className="text-3xl">
        {ICONS[icon]}
      </p>
      <h2 id="error-dialog-title" className="mt-2 text-lg font-semibold">
        {t(TITLES[icon])}
      </h2>
      <p id="error-dialog-message" className="mt-2">
        {message ?? (key && t.has(`messages.${key}`) ? t(`messages.${key}`) : t("generic"))}
      </p>
      <div className="mt-4 text-right">
        <button type="button" className="btn-primary" onClick={dismiss} autoFocus>
          {t("close")}
        </button>
      </div>
    </dialog>
  );
}
