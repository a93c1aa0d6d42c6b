import type { AnalyticsEvent } from "@/lib/domain/analytics/analytics";

/**
 * Product §7 analytics events, emitted through this one module. Events wait in a queue on window, which the
 * brand's own tracking (lib/client/visit.ts) and, after consent, its pixels read.
 */
type Queue = (AnalyticsEvent & { at: string })[];
declare global {
  interface Window {
    comandaEvents?: Queue;
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  (window.comandaEvents ??= []).push({ ...event, at: new Date().toISOString() });
  window.dispatchEvent(new CustomEvent("comanda:event", { detail: event }));
}
