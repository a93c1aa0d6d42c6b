import { z } from "zod";
import { shiftDay, todayAt, zonedDayStart } from "../time/zoned-time";

const DAY_MS = 86_400_000;
const day = z.iso.date();

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD of the operator's reports: UTC days, both included. */
export const reportPeriodQuery = z.object({ from: day.optional(), to: day.optional() }).strict();

/** The [from, to) a report covers: the days asked, else the 30 days up to `now`. */
export function reportPeriod(query: z.infer<typeof reportPeriodQuery>, now = new Date()): { from: Date; to: Date } {
  const to = query.to ? new Date(Date.parse(query.to) + DAY_MS) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 30 * DAY_MS);
  return { from, to };
}

/** The longest period a staff report or the sales export covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366;
/** What the console's reports show before anyone picks dates: the last week, today included. */
export const DEFAULT_REPORT_DAYS = 7;

/** ?supplier= of a report: the one branch it covers (id or slug), else all the caller's. */
export const reportBranchRef = z.string().min(1).optional();

/** ?from=&to=&supplier= of the console's reports and the sales export: days on the brand's clock, both included. */
export const branchReportQuery = z.object({ from: day.optional(), to: day.optional(), supplier: reportBranchRef }).strict();

/** A report's first and last day (YYYY-MM-DD, both included) on the brand's clock. */
export interface ReportDays {
  from: string;
  to: string;
}

export type PeriodProblem = "reversed" | "too_long";

/** How a report fills in the days not asked (reportDays; the reconciliation's one day, reconciliationDays). */
export type ReportDaysRule = (query: { from?: string; to?: string }, now: Date, timezone: string) => ReportDays;

/** The days asked, the missing end filled in: up to today (on `timezone`'s clock), over `DEFAULT_REPORT_DAYS` days. */
export function reportDays(query: { from?: string; to?: string }, now: Date, timezone: string): ReportDays {
  const to = query.to ?? todayAt(now, timezone);
  return { from: query.from ?? shiftDay(to, 1 - DEFAULT_REPORT_DAYS), to };
}

/** Why a period cannot be reported: it ends before it starts, or it is longer than MAX_REPORT_DAYS; null when it can. */
export function periodProblem({ from, to }: ReportDays): PeriodProblem | null {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return "reversed";
  return days > MAX_REPORT_DAYS ? "too_long" : null;
}

/** The instants [from, to) of the report's days on `timezone`'s clock. */
export function zonedPeriod({ from, to }: ReportDays, timezone: string): { from: Date; to: Date } {
  return { from: zonedDayStart(from, timezone), to: zonedDayStart(shiftDay(to, 1), timezone) };
}
