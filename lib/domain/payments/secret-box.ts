import { createHmac } from "node:crypto";

/*
 * The sealed form of a brand's gateway secrets: one AES-256-GCM box per brand, written as text
 * `v1.<iv>.<tag>.<ciphertext>` (each part base64url). Only the format lives here — what a box and a deployment key
 * look like, and which key sealed it; sealing and opening (Node's cipher, the deployment's keys) are
 * lib/server/payments/secret-box.ts. The brand's id is the box's additional authenticated data, so a box copied onto
 * another brand's row does not open.
 */

export const SECRETS_KEY_BYTES = 32;
export const BOX_IV_BYTES = 12;
export const BOX_TAG_BYTES = 16;
const BOX_VERSION = "v1";

/** A box's three parts: the random nonce, GCM's authentication tag and the encrypted secrets. */
export interface BoxParts {
  iv: Uint8Array;
  tag: Uint8Array;
  ciphertext: Uint8Array;
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function formatBox({ iv, tag, ciphertext }: BoxParts): string {
  return [BOX_VERSION, base64url(iv), base64url(tag), base64url(ciphertext)].join(".");
}

/** A box's parts, or null for text that is not a box of this version (a wrong nonce or tag length included). */
export function parseBox(text: string): BoxParts | null {
  const parts = text.split(".");
  if (parts.length !== 4 || parts[0] !== BOX_VERSION || !parts.slice(1).every((part) => BASE64URL.test(part))) return null;
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => new Uint8Array(Buffer.from(part, "base64url")));
  if (iv!.length !== BOX_IV_BYTES || tag!.length !== BOX_TAG_BYTES || ciphertext!.length === 0) return null;
  return { iv: iv!, tag: tag!, ciphertext: ciphertext! };
}

/** The additional authenticated data of a brand's box: its instance id, so the box opens for that brand only. */
export function boxAad(instanceId: number): Uint8Array {
  return new Uint8Array(Buffer.from(`comanda payment account\0${instanceId}`, "utf8"));
}

/** The secrets as the box holds them (a JSON object of names to values), and back; null for anything else. */
export function encodeSecrets(secrets: Readonly<Record<string, string>>): Uint8Array {
  return new Uint8Array(Buffer.from(JSON.stringify(secrets), "utf8"));
}

export function decodeSecrets(bytes: Uint8Array): Record<string, string> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString("utf8"));
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    return Object.values(value).every((item) => typeof item === "string") ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** Standard or URL-safe base64 of exactly 32 bytes, with or without its one `=`: what `openssl rand -base64 32` prints. */
const KEY_TEXT = /^[A-Za-z0-9+/_-]{43}=?$/;

/** A deployment key (PAYMENT_SECRETS_KEY and each previous key) as bytes, or null unless it is 32 bytes in base64. */
export function parseSecretsKey(text: string): Uint8Array | null {
  const trimmed = text.trim();
  if (!KEY_TEXT.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === SECRETS_KEY_BYTES ? new Uint8Array(bytes) : null;
}

/**
 * The id a box records of the key that sealed it: 16 hex digits of an HMAC under the key, so the id names one key
 * without telling anything of it, and a rotation can say which boxes still need the previous one.
 */
export function secretsKeyId(key: Uint8Array): string {
  return createHmac("sha256", key).update("comanda payment secrets key id").digest("hex").slice(0, 16);
}
