import "server-only";
import { timingSafeEqual } from "node:crypto";

/**
 * Whether a secret someone sent (a key, an access token) is the one we hold, compared in constant time so its
 * prefix cannot be guessed from how long the answer takes; false without a secret to compare against.
 */
export function sameSecret(given: string | null | undefined, held: string | null | undefined): boolean {
  if (!given || !held || given.length !== held.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(held));
}
