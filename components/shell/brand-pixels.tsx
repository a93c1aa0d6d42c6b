"use client";

import { useEffect } from "react";
import { useLegal } from "@/lib/client/stores/brand-stores";
import type { BrandPixels as Pixels } from "@/lib/domain/analytics/pixels";

/**
 * The brand's Google Analytics and Meta pixels (product §3): nothing of them — not a script, not a
 * request — before the diner accepts cookies; then their loaders from a chunk of their own. Rendered only for
 * brands that have pixels.
 */
export function BrandPixels({ pixels, currency }: { pixels: Pixels; currency: string }) {
  const accepted = useLegal((s) => s.check_cookies);
  useEffect(() => {
    if (!accepted) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("@/lib/client/pixels").then(({ startPixels }) => {
      if (!cancelled) stop = startPixels(pixels, currency);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [accepted, pixels, currency]);
  return null;
}
