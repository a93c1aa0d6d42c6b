import type { AnalyticsEvent } from "./analytics";

/*
 * The brand's third-party pixels (product §3 pixel_google_analytics / pixel_facebook_analytics, §7 analytics events):
 * loaded only after the diner accepts cookies, fed the same four events as the brand's own analytics.
 * Kept apart from analytics.ts's schemas so the browser's code carries no validation library.
 */

/** GA4's measurement ids and Meta's pixel ids, as a brand file may name them. */
export const GOOGLE_ANALYTICS_ID = /^G-[A-Z0-9]{4,20}$/;
export const FACEBOOK_PIXEL_ID = /^\d{10,20}$/;

export interface BrandPixels {
  google: string | null;
  facebook: string | null;
}

export const GTAG_ORIGIN = "https://www.googletagmanager.com";
export const FACEBOOK_ORIGIN = "https://connect.facebook.net";

/** What a page with these pixels must be allowed to load and call (its CSP), beyond its own origin. */
export function pixelOrigins(pixels: BrandPixels): { script: string[]; connect: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  if (pixels.google) {
    script.push(GTAG_ORIGIN);
    connect.push(GTAG_ORIGIN, "https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com");
  }
  if (pixels.facebook) {
    script.push(FACEBOOK_ORIGIN);
    connect.push("https://www.facebook.com");
  }
  return { script, connect };
}

type Call = [name: string, ...args: unknown[]];

/**
 * One of the app's events as GA4's gtag() and Meta's fbq() calls (their recommended e-commerce events: page_view /
 * PageView, add_to_cart / AddToCart, begin_checkout / InitiateCheckout, purchase / Purchase). `currency` is the
 * brand's, for the events that carry none.
 */
export function pixelCalls(event: AnalyticsEvent, currency: string): { gtag: Call; fbq: Call } {
  switch (event.event) {
    case "page_view":
      return { gtag: ["event", "page_view", { page_path: event.path }], fbq: ["track", "PageView"] };
    case "add_to_cart": {
      const item = { item_id: String(event.product_supplier_id), item_name: event.label, quantity: event.quantity };
      return {
        gtag: ["event", "add_to_cart", { currency: event.currency, value: event.value, items: [item] }],
        fbq: ["track", "AddToCart", { currency: event.currency, value: event.value, content_ids: [item.item_id], content_type: "product" }],
      };
    }
    case "begin_checkout":
      return {
        gtag: ["event", "begin_checkout", { currency, value: event.total, items: event.products.map((id) => ({ item_id: String(id) })) }],
        fbq: ["track", "InitiateCheckout", { currency, value: event.total, content_ids: event.products.map(String), num_items: event.products.length }],
      };
    case "purchase":
      return {
        gtag: ["event", "purchase", { transaction_id: String(event.bck_purchase_id), currency, value: event.total, items: event.products.map((id) => ({ item_id: String(id) })) }],
        fbq: ["track", "Purchase", { currency, value: event.total, content_ids: event.products.map(String), content_type: "product" }],
      };
  }
}
