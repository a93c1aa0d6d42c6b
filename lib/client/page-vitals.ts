/*
 * The Core Web Vitals of this page load, measured as web-vitals defines them but in a fraction of its
 * size: the library's 3.3 kB gzip would push the table page past its 25 kB budget (README, Benchmarks). Observers
 * read the browser's buffered entries, so starting them once the page is idle misses nothing before.
 */

export interface PageVitals {
  lcp?: number;
  inp?: number;
  cls?: number;
  ttfb?: number;
}

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type EventTiming = PerformanceEntry & { interactionId?: number };

/** CLS: the largest burst of unexpected layout shifts (a session window: shifts < 1 s apart, 5 s at most). */
function clsOf(shifts: LayoutShift[]): number {
  let largest = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (window && shift.startTime - last < 1000 && shift.startTime - first < 5000) window += shift.value;
    else [window, first] = [shift.value, shift.startTime];
    last = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** Starts watching; `read()` gives the vitals so far (final once the page is hidden). */
export function watchVitals(): { read: () => PageVitals; stop: () => void } {
  const vitals: PageVitals = {};
  const shifts: LayoutShift[] = [];
  let hiddenOrTouched = document.visibilityState === "hidden";
  const observers: PerformanceObserver[] = [];
  const observe = (type: string, take: (entries: PerformanceEntry[]) => void, extra: Record<string, unknown> = {}) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type, buffered: true, ...extra });
    observers.push(observer);
  };
  // LCP stops at the diner's first input or the first time the page is hidden
  const settle = () => (hiddenOrTouched = true);
  for (const type of ["keydown", "pointerdown", "visibilitychange"]) addEventListener(type, settle, { once: true, capture: true });
  observe("largest-contentful-paint", (entries) => {
    if (!hiddenOrTouched && entries.length) vitals.lcp = entries[entries.length - 1]!.startTime;
  });
  observe("layout-shift", (entries) => {
    shifts.push(...(entries as LayoutShift[]));
    vitals.cls = clsOf(shifts);
  });
  observe(
    "event",
    (entries) => {
      // INP: the slowest interaction (web-vitals takes the 98th percentile past 50 interactions, which a menu page never sees)
      for (const entry of entries as EventTiming[]) if (entry.interactionId) vitals.inp = Math.max(vitals.inp ?? 0, entry.duration);
    },
    { durationThreshold: 40 },
  );
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (navigation) vitals.ttfb = Math.max(0, navigation.responseStart - ((navigation as PerformanceNavigationTiming & { activationStart?: number }).activationStart ?? 0));
  return {
    read: () => ({ ...vitals }),
    stop: () => {
      for (const observer of observers) observer.disconnect();
      for (const type of ["keydown", "pointerdown", "visibilitychange"]) removeEventListener(type, settle, { capture: true });
    },
  };
}

/** What this page load transferred so far, in KB: the document and every resource it fetched (0 for cached ones). */
export function transferredKb(): number {
  const entries = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")] as PerformanceResourceTiming[];
  return Math.round(entries.reduce((sum, entry) => sum + (entry.transferSize || 0), 0) / 102.4) / 10;
}
