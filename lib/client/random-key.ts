/** An Idempotency-Key. crypto.randomUUID exists only on https pages; getRandomValues works on a brand's plain-http preview too. */
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
