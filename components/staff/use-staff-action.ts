"use client";

import { useRef, useState } from "react";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";

interface RunOptions {
  /** a refusal that only says a colleague was quicker: the panel's next answer shows it, so it is not shown */
  expected?: ApiFailure["code"];
  /** after the call, whatever its outcome: the panel's fresh answer */
  then?: () => Promise<unknown>;
}

/**
 * A console panel's changes, one at a time: what is being changed (an order, a booking's move, a product) and the
 * refusal of the last change with what it was about, to show beside it. A tap while a change is under way changes
 * nothing, so a double tap never sends twice.
 */
export function useStaffAction<K extends string | number>() {
  const [pending, setPending] = useState<K | null>(null);
  const [refusal, setRefusal] = useState<{ key: K; failure: ApiFailure } | null>(null);
  // two taps in the same frame both see `pending` still null: the ref knows at once
  const running = useRef(false);

  async function run(key: K, call: () => Promise<unknown>, { expected, then }: RunOptions = {}): Promise<void> {
    if (running.current) return;
    running.current = true;
    setPending(key);
    setRefusal(null);
    try {
      await call();
    } catch (error) {
      const failure = failureToShow(error);
      if (failure.code !== expected) setRefusal({ key, failure });
    } finally {
      await then?.();
      running.current = false;
      setPending(null);
    }
  }

  const failureOf = (key: K) => (refusal?.key === key ? refusal.failure : null);
  return { pending, refusal, failure: refusal?.failure ?? null, failureOf, run };
}
