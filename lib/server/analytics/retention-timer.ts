import "server-only";
import { getDb } from "../db/client";
import { sweepRetention } from "../dal/retention";
import { env } from "../env";

// One timer per process, on globalThis: instrumentation may be loaded more than once.
const KEY = Symbol.for("comanda.retention");
const holder = globalThis as { [KEY]?: NodeJS.Timeout };
const HOUR_MS = 3_600_000;

/**
 * From start-up on (instrumentation.ts), hourly: the retention sweep (lib/server/dal/retention.ts) with
 * ANALYTICS_RETENTION_DAYS (0: keep everything). A failed run is logged; the next one tries again.
 */
export function startRetentionSweep(): void {
  const days = env().ANALYTICS_RETENTION_DAYS;
  if (!days || holder[KEY]) return;
  const run = async () => {
    try {
      const result = await sweepRetention(await getDb(), days);
      if (Object.values(result).some(Boolean)) console.info("[retention sweep]", JSON.stringify(result));
    } catch (error) {
      console.warn("[retention sweep] failed:", error instanceof Error ? error.message : error);
    }
  };
  holder[KEY] = setInterval(() => void run(), HOUR_MS);
  holder[KEY].unref();
}
