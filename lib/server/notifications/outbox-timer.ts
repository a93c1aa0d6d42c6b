import "server-only";
import { getDb } from "../db/client";
import { env } from "../env";
import { deliverDue } from "./outbox";
import { activeTransport } from "./transports";

// One timer per process, on globalThis: instrumentation may be loaded more than once.
const KEY = Symbol.for("comanda.outbox");
const holder = globalThis as { [KEY]?: { timer?: NodeJS.Timeout; running: boolean; again: boolean; current?: Promise<void> } };
const state = (holder[KEY] ??= { running: false, again: false });

/** Delivers what is due now; a call while a run is going asks for one more run after it. */
export function deliverSoon(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  state.current = run().finally(() => {
    state.running = false;
    if (state.again) {
      state.again = false;
      deliverSoon();
    }
  });
}

/** Resolves once no delivery runs in this process (the one going on and the one asked for after it). */
export async function outboxIdle(): Promise<void> {
  while (state.running) await state.current;
}

async function run() {
  try {
    const { failed } = await deliverDue(await getDb(), activeTransport());
    if (failed) console.warn(`[outbox] ${failed} messages failed; they are tried again later`);
  } catch (error) {
    console.warn("[outbox] delivery failed:", error instanceof Error ? error.message : error);
  }
}

/**
 * From start-up on (instrumentation.ts), every OUTBOX_INTERVAL_SECONDS (0: never): the messages queued on any
 * replica, and the retries, are delivered. The timer does not keep the process alive.
 */
export function startOutboxDelivery(): void {
  const seconds = env().OUTBOX_INTERVAL_SECONDS;
  if (!seconds || state.timer) return;
  state.timer = setInterval(deliverSoon, seconds * 1000);
  state.timer.unref();
}
