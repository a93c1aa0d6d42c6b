import { MONITORING_SAMPLE_RATE } from "@/lib/domain/shell/constants";

/**
 * Sentry is off unless a DSN is configured. The server samples 5% of its events; the browser is only started in
 * the 5% of sessions lib/client/monitoring.ts monitors, which then report everything (`sampleRate` 1).
 */
export function sentryOptions(dsn: string | undefined, environment: string | undefined, sampleRate = MONITORING_SAMPLE_RATE) {
  if (!dsn) return null;
  return {
    dsn,
    environment: environment ?? "production",
    sampleRate,
    tracesSampleRate: sampleRate,
    sendDefaultPii: false,
  };
}
