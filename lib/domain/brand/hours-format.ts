import type { OpeningPeriod } from "./opening-hours";

// 2024-01-01 was a Monday: day n of the ISO week is that date plus n − 1 days.
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, day));

/** An ISO weekday (1 = Monday) in the diner's language, e.g. "lunes", "Monday". */
export function weekdayName(day: number, locale: string, width: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(weekdayDate(day));
}

/** The seven ISO weekdays' names in the diner's language, Monday first. */
export function weekdayNames(locale: string): string[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(day, locale));
}

/** Published hours as lines a diner reads: "lun, mar, mié · 11:30–22:00". */
export function formatOpeningHours(hours: readonly OpeningPeriod[], locale: string): string[] {
  return hours.map((period) => {
    const days = [...period.days].sort((a, b) => a - b).map((day) => weekdayName(day, locale, "short"));
    return `${days.join(", ")} · ${period.open}–${period.close}`;
  });
}
