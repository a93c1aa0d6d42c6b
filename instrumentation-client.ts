import { sentryOptions } from "@/lib/monitoring/sentry-options";

// The browser SDK costs ~50 kB gzip: it is fetched after start-up, and only for brands with a DSN.
const options = sentryOptions(process.env.NEXT_PUBLIC_SENTRY_DSN, process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT);
if (options) {
  void import("@sentry/nextjs").then((Sentry) => Sentry.init(options));
}
