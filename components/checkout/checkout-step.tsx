"use client";

import { useTranslations } from "use-intl/react";
import type { ReactNode, RefObject } from "react";

interface Props {
  number: number;
  total: number;
  title: string;
  state: "done" | "current" | "upcoming";
  /** what the diner gave in a done step, shown under its title */
  summary?: ReactNode;
  onEdit: () => void;
  /** the current step's heading: focused when the diner arrives at it, so a screen reader reads where they are */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children?: ReactNode;
}

/** One step of the precheckout: its number (a check once done), its title, then its form or what it holds. */
export function CheckoutStepItem({ number, total, title, state, summary, onEdit, headingRef, children }: Props) {
  const t = useTranslations("checkout.steps");
  return (
    <li className="checkout-step" data-step-state={state} aria-current={state === "current" ? "step" : undefined}>
      <div className="flex items-center gap-3">
        <span className="step-dot" aria-hidden="true">
          {state === "done" ? "✓" : number}
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="flex-1 text-lg font-semibold" data-step-heading>
          <span className="sr-only">{t("progress", { current: number, total })}: </span>
          {title}
          {state === "done" && <span className="sr-only"> ({t("done")})</span>}
        </h2>
        {state === "done" && (
          <button type="button" className="min-h-11 shrink-0 px-2 font-semibold underline underline-offset-4" onClick={onEdit} aria-label={t("edit", { step: title })}>
            {t("change")}
          </button>
        )}
      </div>
      {state === "done" && summary && <div className="muted ms-11 text-sm">{summary}</div>}
      {state === "current" && <div className="mt-3 flex flex-col gap-4">{children}</div>}
    </li>
  );
}
