import type { Instrumentation } from "next";
import { sentryOptions } from "@/lib/monitoring/sentry-options";

const options = sentryOptions(process.env.SENTRY_DSN, process.env.SENTRY_ENVIRONMENT);

/** Server-side error reporting, loaded only when SENTRY_DSN is set. */
export async function register() {
  if (!options || process.env.NEXT_RUNTIME !== "nodejs") return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init(options);
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!options) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
};
