"use client";

import { useTranslations } from "use-intl/react";
import { journeySteps, type OrderJourney } from "@/lib/domain/orders/order-journey";
import { progressLabel } from "@/lib/domain/orders/order-progress";

/**
 * Where the order is (product §4 progress labels): its journey (orderJourney) as steps with the current one marked —
 * a take-away is ready to pick up, never on its way — or, for a label outside that journey, the label on its own.
 */
export function ProgressStepper({ progress, journey }: { progress: string; journey: OrderJourney | null }) {
  const t = useTranslations("order");
  const label = progressLabel(progress);
  const steps = journey ? journeySteps(journey) : [];
  const current = label ? steps.indexOf(label) : -1;
  // A pickup's last steps say what the diner does: come for it; it was picked up.
  const stepLabel = (step: string) => t(journey === "pickup" && (step === "ready" || step === "completed") ? `pickupProgress.${step}` : `progress.${step}`);
  if (current < 0) {
    return (
      <p className="badge badge-open self-start text-sm" data-progress={progress}>
        {t(`progress.${label ?? "in_progress"}`)}
      </p>
    );
  }
  return (
    <ol className="grid gap-2 desk:auto-cols-fr desk:grid-flow-col" aria-label={t("progressHeading")} data-progress={progress}>
      {steps.map((step, index) => (
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
          <span>{stepLabel(step)}</span>
          {index < current && <span className="sr-only">{t("stepDone")}</span>}
        </li>
      ))}
    </ol>
  );
}
