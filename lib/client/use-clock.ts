"use client";

import { useEffect, useState } from "react";

/**
 * The time now, refreshed every `everyMs` (a minute by default); null until the first tick, just after hydration
 * (so the browser's first render matches the server HTML, and hydration does no clock work). Cached pages cannot
 * know the hour they are read at, so anything that depends on it (open or closed, minutes waited) is decided here.
 */
export function useClock(everyMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
