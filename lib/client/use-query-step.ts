"use client";

import { useSearchParams } from "next/navigation";
import { useCallback } from "react";

/**
 * A screen's step kept in the URL's query (`?step=`), so the phone's Back button returns to the previous step
 * and a reload stays where the diner was. The browser's own history API, which Next's router follows
 * without fetching the page again.
 */
export function useQueryStep<T extends string>(parse: (value: string | null) => T) {
  const step = parse(useSearchParams().get("step"));
  const go = useCallback((next: T, { replace = false } = {}) => {
    const url = new URL(window.location.href);
    url.searchParams.set("step", next);
    window.history[replace ? "replaceState" : "pushState"](null, "", url);
  }, []);
  return [step, go] as const;
}
