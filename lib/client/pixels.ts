import type { AnalyticsEvent } from "@/lib/domain/analytics/analytics";
import { FACEBOOK_ORIGIN, GTAG_ORIGIN, pixelCalls, type BrandPixels } from "@/lib/domain/analytics/pixels";

/*
 * The brand's Google Analytics and Meta pixels, started only once the diner has accepted cookies
 * (components/shell/brand-pixels.tsx): their loaders, then the app's events as each expects them.
 */

type Queued = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Queued;
    fbq?: Queued & { queue?: unknown[]; callMethod?: Queued; loaded?: boolean; version?: string; push?: Queued };
    _fbq?: Window["fbq"];
  }
}

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** gtag.js's queue (its documented loader), without its automatic page view: the app sends its own. */
function startGoogle(id: string): Queued {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, not an array
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { send_page_view: false });
  addScript(`${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`);
  return window.gtag;
}

/** fbevents.js's queue (its documented loader): calls wait in fbq.queue until the library reads them. */
function startFacebook(id: string): Queued {
  if (!window.fbq) {
    const fbq = Object.assign((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args)), { queue: [] as unknown[], loaded: true, version: "2.0" }) as NonNullable<Window["fbq"]> & { queue: unknown[] };
    fbq.push = fbq;
    window.fbq = window._fbq = fbq;
    addScript(`${FACEBOOK_ORIGIN}/en_US/fbevents.js`);
  }
  window.fbq("init", id);
  return window.fbq;
}

/** Starts the brand's pixels and feeds them this page's events so far and every one to come. Returns the cleanup. */
export function startPixels(pixels: BrandPixels, currency: string): () => void {
  const google = pixels.google ? startGoogle(pixels.google) : null;
  const facebook = pixels.facebook ? startFacebook(pixels.facebook) : null;
  const send = (event: AnalyticsEvent) => {
    const calls = pixelCalls(event, currency);
    google?.(...calls.gtag);
    facebook?.(...calls.fbq);
  };
  for (const event of window.comandaEvents ?? []) send(event);
  const onEvent = (event: Event) => send((event as CustomEvent<AnalyticsEvent>).detail);
  window.addEventListener("comanda:event", onEvent);
  return () => window.removeEventListener("comanda:event", onEvent);
}
