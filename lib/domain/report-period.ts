import { z } from "zod";

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
