import { config as zodConfig } from "zod";
import { sentryOptions } from "@/lib/monitoring/sentry-options";

// The browser SDK costs ~50 kB gzip: it is fetched after start-up, and only for brands with a DSN.
const options = sentryOptions(process.env.NEXT_PUBLIC_SENTRY_DSN, process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT);
if (options) {
  void import("@sentry/nextjs").then((Sentry) => Sentry.init(options));
}

// zod compiles its object parsers with `new Function` when it may: the CSP forbids eval (README, security
// headers), and even zod's probe for it is reported as a violation. The interpreted parsers are enough.
zodConfig({ jitless: true });
