"use client";

import { useLocale, useTimeZone } from "use-intl/react";
import { useCallback } from "react";

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
      return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date);
    },
    [locale, timeZone],
  );
}
