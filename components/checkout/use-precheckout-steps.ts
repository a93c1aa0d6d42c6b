"use client";

import { useCallback, useEffect, useRef } from "react";
import type { Path, UseFormReturn } from "react-hook-form";
import { useQueryStep } from "@/lib/client/use-query-step";
import { fieldsOfStep, landingStep, stepFromQuery, type CheckoutStep } from "@/lib/domain/checkout/checkout-steps";
import type { PrecheckoutValues } from "@/lib/domain/checkout/precheckout-form";

/**
 * The precheckout's current step among `steps`, kept in the URL (`?step=`), and the way to another. A diner who
 * arrives without a step starts where `gaps` (what is still invalid once the device and profile are read) says:
 * past a contact already known (landingStep), unless they have touched a field meanwhile.
 */
export function usePrecheckoutSteps(form: UseFormReturn<PrecheckoutValues>, scheduled: boolean, steps: readonly CheckoutStep[], gaps: readonly string[] | null) {
  const parse = useCallback((value: string | null) => stepFromQuery(value, steps), [steps]);
  const [step, goTo] = useQueryStep(parse);
  const { trigger } = form;

  // A reload (or a shared link) at a later step first checks the earlier ones: the first with a gap is shown.
  const arrivedAt = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (arrivedAt.current !== undefined) return;
    arrivedAt.current = new URL(window.location.href).searchParams.get("step");
    void (async () => {
      for (const earlier of steps.slice(0, steps.indexOf(step))) {
        if (!(await trigger(fieldsOfStep(earlier, scheduled, steps) as Path<PrecheckoutValues>[]))) return goTo(earlier, { replace: true });
      }
    })();
  }, [step, scheduled, steps, trigger, goTo]);

  const landed = useRef(false);
  useEffect(() => {
    if (gaps === null || landed.current) return;
    landed.current = true;
    // not for a diner who asked for a step, has moved on, or has started typing
    const untouched = step === steps[0] && Object.keys(form.formState.touchedFields).length === 0;
    const landing = landingStep(gaps, steps);
    if (arrivedAt.current === null && untouched && landing !== step) goTo(landing, { replace: true });
  }, [gaps, steps, step, form, goTo]);

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
