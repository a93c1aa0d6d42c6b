"use client";

import { useEffect } from "react";

/**
 * Starts the brand's own analytics (lib/client/visit.ts) once the page is idle, from a chunk of its own: the
 * page's load and first taps never wait for it.
 */
export function VisitTracker({ brandSlug }: { brandSlug: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import("@/lib/client/visit").then(({ startVisit }) => {
        if (!cancelled) stop = startVisit(brandSlug);
      });
    const idleApi = typeof requestIdleCallback === "function";
    const idle = idleApi ? requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1000);
    return () => {
      cancelled = true;
      if (idleApi) cancelIdleCallback(idle);
      else clearTimeout(idle);
      stop?.();
    };
  }, [brandSlug]);
  return null;
}
