"use client";

import { useId, useState } from "react";
import { useTranslations } from "use-intl/react";
import { Field } from "@/components/ui/field";
import { useModalDialog } from "@/components/ui/use-modal-dialog";

interface Props {
  open: boolean;
  tableCode: string;
  /** what the diner is called when they give no name: "Invitado 2" */
  defaultName: string;
  onJoin: (guest: string) => void;
  onCancel: () => void;
}

/**
 * Joining a table's tab: the first round a phone sends to a table's tab asks a first name, optional — the
 * others at the table see it next to what this phone ordered. No personal data is asked.
 */
export function JoinDialog({ open, tableCode, defaultName, onJoin, onCancel }: Props) {
  const t = useTranslations("cart.round.join");
  const titleId = useId();
  const bodyId = useId();
  const ref = useModalDialog(open);
  const [name, setName] = useState("");

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onCancel}
      className="m-auto w-[min(92vw,24rem)] rounded-2xl bg-[var(--brand-surface)] p-6 text-[var(--brand-text)] shadow-xl backdrop:bg-black/50"
      data-join-dialog
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onJoin(name.trim() || defaultName);
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t("title", { code: tableCode })}
        </h2>
        <p id={bodyId}>{t("body", { guest: defaultName })}</p>
        <Field label={t("name")}>
          <input value={name} onChange={(event) => setName(event.target.value)} maxLength={30} autoComplete="given-name" placeholder={defaultName} autoFocus />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onCancel}>
            {t("cancel")}
          </button>
          <button type="submit" className="btn-primary">
            {t("submit")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
