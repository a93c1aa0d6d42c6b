import { useEffect } from "react";
import { ApiCallError } from "@/lib/client/api/api-failure";
import type { LiveOptions } from "@/lib/client/use-live";

/** The console asks again this often: a new order, call or payment reaches the staff within seconds, on every replica. */
export const STAFF_POLL_MS = 4_000;
/** How often minutes waited (an order, a tab, a party) are counted again. */
export const STAFF_CLOCK_MS = 30_000;

/** Whether a failure is the session's end (signed out elsewhere, the account disabled): the console shows the sign-in. */
export const signedOut = (error: unknown) => error instanceof ApiCallError && error.failure.code === "staff_signed_out";

/** How a live panel of the console polls: every `pollMs`, again on focus, never retrying a session that ended. */
export const staffLive = (pollMs: number): LiveOptions<unknown> => ({ pollMs: () => pollMs, retryOn: (error) => !signedOut(error), onFocus: true });

/** The board's panels: every STAFF_POLL_MS. */
export const STAFF_LIVE = staffLive(STAFF_POLL_MS);

/** A screen whose session ended reloads, and the console's pages send it to the sign-in; whether it ended. */
export function useSignInWhenSignedOut(error: unknown): boolean {
  const ended = signedOut(error);
  useEffect(() => {
    if (ended) window.location.reload();
  }, [ended]);
  return ended;
}
