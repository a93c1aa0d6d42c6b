"use client";

import { useEffect, useRef } from "react";
import type { Path, UseFormTrigger } from "react-hook-form";
import { useQueryStep } from "@/lib/client/use-query-step";
import { CHECKOUT_STEPS, fieldsOfStep, stepFromQuery, stepIndex, type CheckoutStep } from "@/lib/domain/checkout/checkout-steps";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";

/** The precheckout's current step, kept in the URL (`?step=`), and the way to another. */
export function usePrecheckoutSteps(trigger: UseFormTrigger<PrecheckoutValues>, scheduled: boolean) {
  const [step, goTo] = useQueryStep(stepFromQuery);

  // A reload (or a shared link) at a later step first checks the earlier ones: the first with a gap is shown.
  const checkedEarlier = useRef(false);
  useEffect(() => {
    if (checkedEarlier.current) return;
    checkedEarlier.current = true;
    void (async () => {
      for (const earlier of CHECKOUT_STEPS.slice(0, stepIndex(step))) {
        if (!(await trigger(fieldsOfStep(earlier, scheduled) as Path<PrecheckoutValues>[]))) return goTo(earlier, { replace: true });
      }
    })();
  }, [step, scheduled, trigger, goTo]);

  return { step, goTo };
}

/**
 * Arriving at a step (Continuar, Cambiar, Back) moves focus to its heading, so a screen reader says where the
 * diner is. Returns the ref for the current step's heading. Called after the submit's hook: when a refusal and
 * a step change land together, the heading's focus comes last.
 */
export function useStepHeadingFocus(step: CheckoutStep) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
  }, [step]);
  return headingRef;
}
