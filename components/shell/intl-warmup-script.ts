import { currencyLocale, type Currency } from "@/lib/domain/currency";

/**
 * The inline <head> script that wakes the browser's Intl (ICU) in a throwaway worker while the page paints. The
 * first Intl.NumberFormat or DateTimeFormat a page makes costs 30–50 ms on a 2-core machine (loading ICU's
 * data; every later one takes under 1 ms), and the app's first price or opening hour is formatted in the middle
 * of hydration, one long task on a slow phone. ICU's data is the renderer process's, not the thread's: made
 * once in a worker, the main thread's first format is instant (measured in Chromium: 0.2–1 ms, against 27–39).
 * A browser without workers, or one that refuses this one, formats as before.
 */
export function intlWarmupScript({ currency, timezone }: { currency: Currency; timezone: string }): string {
  const locale = JSON.stringify(currencyLocale(currency));
  const work =
    `new Intl.NumberFormat(${locale},{style:"currency",currency:${JSON.stringify(currency)}}).format(1);` +
    `new Intl.DateTimeFormat(${locale},{timeZone:${JSON.stringify(timezone)},dateStyle:"full",timeStyle:"short"}).format(0);close()`;
  return `try{new Worker(URL.createObjectURL(new Blob([${JSON.stringify(work).replaceAll("<", "\\u003c")}],{type:"text/javascript"})))}catch(e){}`;
}
