import { ApiCallError } from "@/lib/client/api/api-failure";
import type { LiveOptions } from "@/lib/client/use-live";

/** The console asks again this often: a new order, call or payment reaches the staff within seconds, on every replica. */
export const STAFF_POLL_MS = 4_000;

/** Whether a failure is the session's end (signed out elsewhere, the account disabled): the console shows the sign-in. */
export const signedOut = (error: unknown) => error instanceof ApiCallError && error.failure.code === "staff_signed_out";

/** How every live panel of the console polls: every STAFF_POLL_MS, again on focus, never retrying a session that ended. */
export const STAFF_LIVE: LiveOptions<unknown> = { pollMs: () => STAFF_POLL_MS, retryOn: (error) => !signedOut(error), onFocus: true };
