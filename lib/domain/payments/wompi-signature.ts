import { createHash, timingSafeEqual } from "node:crypto";
import { currencyDecimals, type Currency } from "../money/currency";
import { minor, type Minor } from "../money/minor";

/**
 * Wompi's two SHA-256 signatures: the integrity signature that stops a diner from editing the amount of a
 * Web Checkout, and the checksum that proves a payment event really came from Wompi. Pure functions of their
 * inputs (hashing is no I/O); the secrets are passed in by the server and must never reach the browser.
 */

function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * Wompi counts every currency in cents, whatever its decimals: 24,900 COP is amount_in_cents 2490000.
 * Our money is in the currency's own minor units (../money/minor.ts), which for COP are whole pesos, so a COP
 * amount must be multiplied by 100 and a USD amount (already cents) by 1. Signing the peso amount instead
 * would send a checkout for a hundredth of the bill.
 */
export function wompiAmountInCents(amountMinor: Minor, currency: Currency): number {
  return Math.round(amountMinor * 10 ** (2 - currencyDecimals(currency)));
}

/** Back from Wompi's cents to the currency's minor units, wompiAmountInCents undone (to the nearest unit: only shown). */
export function minorFromCents(amountInCents: number, currency: Currency): Minor {
  return minor(Math.round(amountInCents / 10 ** (2 - currencyDecimals(currency))));
}

export interface IntegrityInput {
  reference: string;
  /** Wompi's amount_in_cents (see wompiAmountInCents), a non-negative integer */
  amountInCents: number;
  currency: string;
  integritySecret: string;
  /** the checkout's expiration-time, ISO 8601, exactly as sent to Wompi; signed only when present */
  expirationTime?: string | null;
}

/**
 * Web Checkout signature:integrity = SHA-256 hex of reference + amount_in_cents + currency
 * [+ expiration_time] + integrity secret, concatenated without separators. A non-integer amount throws:
 * "2490000.5" would sign a string Wompi never builds, and the checkout would fail with no useful error.
 */
export function integritySignature({ reference, amountInCents, currency, integritySecret, expirationTime }: IntegrityInput): string {
  if (!Number.isSafeInteger(amountInCents) || amountInCents < 0) {
    throw new RangeError(`amountInCents must be a non-negative integer, got ${amountInCents}`);
  }
  return sha256Hex(`${reference}${amountInCents}${currency}${expirationTime ?? ""}${integritySecret}`);
}

/** The parts of a Wompi event the checksum covers. The rest of the payload is not signed. */
export interface WompiEvent {
  event?: string;
  data: unknown;
  signature: {
    /** paths into `data`, in signing order, e.g. "transaction.id", "transaction.amount_in_cents" */
    properties: readonly string[];
    checksum: string;
  };
  /** Unix time in seconds */
  timestamp: number;
  sent_at?: string;
}

/** The value at a dotted path inside `data`, or undefined when any step is missing. */
function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function signable(value: unknown): value is string | number | boolean {
  return typeof value === "string" || (typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean";
}

/**
 * The checksum Wompi computes for an event: SHA-256 hex of the values at `signature.properties` (read from
 * `event.data`, in the listed order), then `timestamp`, then the events secret. The property list is read
 * from the event, never assumed, because Wompi chooses it per event.
 *
 * Null when the event cannot be checksummed: no property list, a path that leads nowhere or to an object or
 * null, or no timestamp. Turning a missing value into "" or "undefined" would only checksum a different
 * event than the one Wompi signed.
 */
export function eventChecksum(event: WompiEvent, eventsSecret: string): string | null {
  const properties: unknown = event?.signature?.properties;
  if (!Array.isArray(properties) || properties.length === 0) return null;
  let text = "";
  for (const path of properties) {
    if (typeof path !== "string") return null;
    const value = valueAt(event.data, path);
    if (!signable(value)) return null;
    text += String(value);
  }
  const timestamp: unknown = event.timestamp;
  if (!signable(timestamp) || typeof timestamp === "boolean") return null;
  return sha256Hex(`${text}${timestamp}${eventsSecret}`);
}

const SHA256_HEX = /^[0-9a-f]{64}$/i;

/**
 * Whether `event` was signed by Wompi with `eventsSecret`. The checksum travels both in the body
 * (`signature.checksum`) and in the X-Event-Checksum header; every one present must match, and at least one
 * must be. Hex is compared case-insensitively, in constant time. An empty secret verifies nothing: a
 * misconfigured server must not accept every event as genuine.
 */
export function verifyEvent(event: WompiEvent, checksumHeader: string | null | undefined, eventsSecret: string): boolean {
  if (!eventsSecret) return false;
  const expected = eventChecksum(event, eventsSecret);
  if (expected === null) return false;

  const bodyChecksum: unknown = event.signature.checksum;
  const candidates = [checksumHeader, bodyChecksum].filter((value) => value !== undefined && value !== null && value !== "");
  if (candidates.length === 0) return false;

  const expectedBytes = Buffer.from(expected, "hex");
  return candidates.every(
    (candidate) => typeof candidate === "string" && SHA256_HEX.test(candidate.trim()) && timingSafeEqual(Buffer.from(candidate.trim(), "hex"), expectedBytes),
  );
}
