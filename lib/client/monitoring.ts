import { sessionSample } from "@/lib/domain/shell/monitoring-sample";
import { sentryOptions } from "@/lib/monitoring/sentry-options";
import { deviceStorage } from "./stores/device-storage";

const SAMPLE_KEY = "comanda:monitored";

/**
 * Whether this browser session is one of the monitored 5% (product §9), drawn on its first page. A browser that
 * refuses storage keeps the draw in device-storage.ts's stand-in, for as long as the page.
 */
export function sessionMonitored(): boolean {
  const storage = deviceStorage("sessionStorage");
  const { monitored, mark } = sessionSample(storage.getItem(SAMPLE_KEY), Math.random());
  try {
    storage.setItem(SAMPLE_KEY, mark);
  } catch {
    // a full storage: the next page draws again
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
