/**
 * Spec §7 analytics events, emitted through this one module. Events wait in a queue on window until a
 * sender (the tracking integration of a later issue, or a brand's pixel) drains them.
 */
export type AnalyticsEvent =
  | { event: "page_view"; path: string; supplier?: string; service?: string | null }
  | { event: "add_to_cart"; product_supplier_id: number; label: string; quantity: number; value: number; currency: string }
  | { event: "begin_checkout"; total: number; products: number[] }
  | { event: "purchase"; bck_purchase_id: number; total: number; products: number[] };

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
