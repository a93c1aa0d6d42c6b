"use client";

import { useId } from "react";
import { useTranslations } from "use-intl/react";

/** How many are coming: a stepper from 1 to the branch's largest party, read aloud as it changes. */
export function PartySize({ persons, onChange, maxParty }: { persons: number; onChange: (persons: number) => void; maxParty: number }) {
  const t = useTranslations("booking");
  const labelId = useId();
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <span id={labelId}>{t("persons")}</span>
        <div className="flex items-center gap-2" role="group" aria-labelledby={labelId}>
          <button type="button" className="icon-button border" aria-label={t("fewer")} disabled={persons <= 1} onClick={() => onChange(Math.max(1, persons - 1))}>
            −
          </button>
          <output className="min-w-20 text-center font-semibold" aria-live="polite" data-persons={persons}>
            {t("personsCount", { count: persons })}
          </output>
          <button type="button" className="icon-button border" aria-label={t("more")} disabled={persons >= maxParty} onClick={() => onChange(Math.min(maxParty, persons + 1))}>
            +
          </button>
        </div>
      </div>
      {persons >= maxParty && <p className="muted text-sm">{t("largeParty", { max: maxParty })}</p>}
    </>
  );
}
