"use client";

import { useLocale, useTimeZone } from "use-intl/react";
import { useCallback } from "react";

// Building a DateTimeFormat is costly and a list formats a date per row on every poll; a formatter holds no state
// (use-intl's formatter kept them too). The options are the few literals of the screens that format dates.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Dates and times in the page's language, on the brand's clock unless `options` names another zone; an instant
 * that cannot be read shows as nothing. next-intl's useFormatter does the same, but one use of it anywhere puts
 * its whole formatter (relative times, lists, ranges, display names: ~0.8 kB gzip) in the shell every page loads.
 */
export function useDateTime(): (at: Date | string | number, options: Intl.DateTimeFormatOptions) => string {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return useCallback(
    (at, options) => {
      const date = new Date(at);
      return Number.isNaN(date.getTime()) ? "" : formatFor(locale, { timeZone, ...options }).format(date);
    },
    [locale, timeZone],
  );
}
