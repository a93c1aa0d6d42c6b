"use client";

import { useEffect, useState } from "react";

/**
 * The time now, refreshed every minute; until the first tick in the browser, `renderedAt` (the time the cached
 * page was rendered, so the browser's first render matches the server HTML) or null. Cached pages cannot know
 * the hour they are read at, so anything that depends on it (open or closed) is decided here.
 */
export function useMinuteClock(renderedAt: string | null = null): Date | null {
  const [now, setNow] = useState<Date | null>(() => (renderedAt ? new Date(renderedAt) : null));
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}
