import "server-only";
import { getDb } from "../db/client";
import { env } from "../env";
import { gatewayForBrand } from "./brand-gateway";
import { sweepPayments } from "./sweep";

// One timer per process, on globalThis: instrumentation may be loaded more than once.
const KEY = Symbol.for("comanda.payment-sweep");
const holder = globalThis as { [KEY]?: NodeJS.Timeout };

/**
 * From start-up on (instrumentation.ts), every PAYMENT_SWEEP_INTERVAL_SECONDS (0: never): the payment sweep
 * (lib/server/payments/sweep.ts). A run still going when the next is due is not doubled; a failed run is
 * logged and the next one tries again. The timer does not keep the process alive.
 */
export function startPaymentSweep(): void {
  const seconds = env().PAYMENT_SWEEP_INTERVAL_SECONDS;
  if (!seconds || holder[KEY]) return;
  let running = false;
  holder[KEY] = setInterval(() => {
    if (running) return;
    running = true;
    void runSweep().finally(() => {
      running = false;
    });
  }, seconds * 1000);
  holder[KEY].unref();
}

async function runSweep() {
  try {
    const result = await sweepPayments(await getDb(), gatewayForBrand);
    if (result.applied || result.released || result.expired) console.info(`[payment sweep] ${result.applied} of ${result.asked} attempts settled, ${result.released} unpaid orders released, ${result.expired} table payments expired`);
  } catch (error) {
    console.warn("[payment sweep] failed:", error instanceof Error ? error.message : error);
  }
}
