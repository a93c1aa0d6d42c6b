import type { Instrumentation } from "next";
import { sentryOptions } from "@/lib/monitoring/sentry-options";

const options = sentryOptions(process.env.SENTRY_DSN, process.env.SENTRY_ENVIRONMENT);

/**
 * The guard against requests Next cannot read (lib/server/http/request-guard.ts), with REDIS_URL the other replicas'
 * brand changes (lib/server/cache/brand-changes.ts), the check that brands' sealed gateway accounts can be opened
 * (lib/server/payments/payment-account.ts), the payment sweep (lib/server/payments/sweep-timer.ts) and the
 * outbox's delivery (lib/server/notifications/outbox-timer.ts), the retention sweep (lib/server/analytics/retention-timer.ts) and
 * the writing of what is held at shutdown (lib/server/analytics/shutdown.ts) — none in `next build`'s workers, which serve
 * no one — and error reporting only when SENTRY_DSN is set.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installRequestGuard } = await import("@/lib/server/http/request-guard");
  installRequestGuard();
  const { listenForBrandChanges } = await import("@/lib/server/cache/brand-changes");
  listenForBrandChanges();
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    // brands' sealed gateway accounts need the keys that open them: a server without them stops here, saying which
    const { checkPaymentAccountKeys } = await import("@/lib/server/payments/payment-account");
    const { getDb } = await import("@/lib/server/db/client");
    await checkPaymentAccountKeys(await getDb());
    const { startPaymentSweep } = await import("@/lib/server/payments/sweep-timer");
    startPaymentSweep();
    const { startOutboxDelivery } = await import("@/lib/server/notifications/outbox-timer");
    startOutboxDelivery();
    const { startRetentionSweep } = await import("@/lib/server/analytics/retention-timer");
    startRetentionSweep();
    const { writeHeldOnExit } = await import("@/lib/server/analytics/shutdown");
    writeHeldOnExit();
  }
  if (!options) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init(options);
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!options) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
};
