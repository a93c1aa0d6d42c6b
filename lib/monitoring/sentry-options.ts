import { MONITORING_SAMPLE_RATE } from "@/lib/domain/constants";

/** Sentry is off unless a DSN is configured; when on, it samples 5% of sessions (spec §9). */
export function sentryOptions(dsn: string | undefined, environment: string | undefined) {
  if (!dsn) return null;
  return {
    dsn,
    environment: environment ?? "production",
    sampleRate: MONITORING_SAMPLE_RATE,
    tracesSampleRate: MONITORING_SAMPLE_RATE,
    sendDefaultPii: false,
  };
}
