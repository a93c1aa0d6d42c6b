import "server-only";
import { flushTrackings } from "../dal/tracking-queue";

/** The longest a shutdown waits for what is held to be written: a platform kills the process soon after SIGTERM. */
const WRITE_MS = 5_000;

/**
 * Analytics events are answered before they are written (lib/server/dal/tracking-queue.ts). Next's own SIGTERM
 * handler exits at once; with NEXT_MANUAL_SIG_HANDLE set (`npm start`, and every deployment this repository
 * describes) it leaves the signal to us, and the events held are written before the process ends.
 */
export function writeHeldOnExit(): void {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) return;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      const exit = () => process.exit(0);
      setTimeout(exit, WRITE_MS).unref();
      flushTrackings().then(exit, (error: unknown) => {
        console.warn("[shutdown] events not written:", error instanceof Error ? error.message : error);
        exit();
      });
    });
  }
}
