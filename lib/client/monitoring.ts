import { sessionSample } from "@/lib/domain/monitoring-sample";
import { sentryOptions } from "@/lib/monitoring/sentry-options";

const SAMPLE_KEY = "comanda:monitored";

// Storage refused (some private modes): the decision lives as long as the page.
let unstored: boolean | undefined;

/** Whether this browser session is one of the monitored 5% (spec §9), drawn on its first page. */
export function sessionMonitored(): boolean {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(SAMPLE_KEY);
  } catch {
    if (unstored !== undefined) return unstored;
  }
  const { monitored, mark } = sessionSample(stored, Math.random());
  try {
    sessionStorage.setItem(SAMPLE_KEY, mark);
  } catch {
    unstored = monitored;
  }
  return monitored;
}

// NEXT_PUBLIC_ values are inlined at build: in a build without a DSN both functions below fold to nothing, and
// neither the sampling nor Sentry ships.
const DSN = process.env.NEXT_PUBLIC_SENTRY_DSN;

/** Starts the browser SDK (~50 kB gzip, fetched after start-up) in monitored sessions of builds with a DSN. */
export function startMonitoring(): void {
  if (!DSN || !sessionMonitored()) return;
  const options = sentryOptions(DSN, process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT, 1)!;
  void import("@sentry/nextjs").then((Sentry) => Sentry.init(options));
}

/** Reports a failure the diner met (a page that could not start or render) when this session is monitored. */
export function reportFailure(error: unknown): void {
  if (!DSN || !sessionMonitored()) return;
  void import("@sentry/nextjs").then((Sentry) => Sentry.captureException(error));
}
