"use client";

import { useTranslations } from "next-intl";
import { JOURNEY, progressLabel } from "./order-rules";

/**
 * Where the order is (spec §4 progress labels): the delivery journey as steps with the current one marked,
 * or, for the labels other services use, the current label on its own.
 */
export function ProgressStepper({ progress }: { progress: string }) {
  const t = useTranslations("order");
  const label = progressLabel(progress);
  const current = label ? JOURNEY.indexOf(label) : -1;
  if (current < 0) {
    return (
      <p className="badge badge-open self-start text-sm" data-progress={progress}>
        {t(`progress.${label ?? "in_progress"}`)}
      </p>
    );
  }
  return (
    <ol className="grid gap-2 desk:grid-cols-6" aria-label={t("progressHeading")} data-progress={progress}>
      {JOURNEY.map((step, index) => (
        <li
          key={step}
          // Steps to come are told apart by the muted colour, not by opacity: faded text fails contrast.
          className={`flex items-center gap-2 data-[state=current]:font-bold desk:flex-col desk:text-center ${index > current ? "muted" : ""}`}
          data-state={index < current ? "done" : index === current ? "current" : "todo"}
          aria-current={index === current ? "step" : undefined}
        >
          <span aria-hidden="true" className={`grid h-8 w-8 shrink-0 place-items-center rounded-full border-2 border-brand text-sm ${index <= current ? "bg-brand text-on-brand" : ""}`}>
            {index < current ? "✓" : index + 1}
          </span>
          <span>{t(`progress.${step}`)}</span>
          {index < current && <span className="sr-only">{t("stepDone")}</span>}
        </li>
      ))}
    </ol>
  );
}
