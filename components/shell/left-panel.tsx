"use client";

import { useId, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl/react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";

/** The header's menu button and the panel it opens; the panel's links are rendered by the server. */
export function LeftPanel({ children }: { children: ReactNode }) {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useModalDialog(open);

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t("openMenu")}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <dialog
        ref={ref}
        id={panelId}
        aria-label={t("menu")}
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}
        className="left-panel"
      >
        <div className="flex items-center justify-between">
          <p className="text-lg font-semibold">{t("menu")}</p>
          <button type="button" className="icon-button" aria-label={t("closeMenu")} onClick={() => setOpen(false)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <nav className="mt-4" onClick={() => setOpen(false)}>
          {children}
        </nav>
      </dialog>
    </>
  );
}
