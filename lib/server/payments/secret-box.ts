import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { BOX_IV_BYTES, BOX_TAG_BYTES, boxAad, decodeSecrets, encodeSecrets, formatBox, parseBox, parseSecretsKey, secretsKeyId } from "@/lib/domain/payments/secret-box";
import { env } from "../env";

/*
 * Brands' gateway secrets are sealed at rest with the deployment's key (PAYMENT_SECRETS_KEY): AES-256-GCM, a random
 * 12-byte nonce per box, the brand's id as additional authenticated data. Rotation: the new key becomes
 * PAYMENT_SECRETS_KEY, the old one goes to PAYMENT_SECRETS_PREVIOUS_KEYS (boxes it sealed still open), and
 * `npm run brand:payments -- --reseal` seals every box again with the new one.
 */

export interface SecretsKey {
  id: string;
  key: Uint8Array;
}

/** The keys a deployment opens boxes with: the current one (which seals) and the previous ones (which only open). */
export interface Keyring {
  current: SecretsKey | null;
  previous: readonly SecretsKey[];
}

/** A box as stored beside the id of the key that sealed it. */
export interface Sealed {
  box: string;
  keyId: string;
}

/** Why a box did not open: no key of that id here, or it was not sealed for this brand with that key (tampered, moved). */
export class SecretBoxError extends Error {
  constructor(
    readonly reason: "no_key" | "unknown_key" | "unreadable",
    message: string,
  ) {
    super(message);
    this.name = "SecretBoxError";
  }
}

function keyFrom(text: string): SecretsKey {
  const key = parseSecretsKey(text);
  if (!key) throw new Error("a payment secrets key must be 32 bytes in base64");
  return { id: secretsKeyId(key), key };
}

/** A keyring from the keys' base64 texts (env.ts has checked each). */
export function keyringFrom(current: string | undefined, previous: readonly string[] = []): Keyring {
  return { current: current ? keyFrom(current) : null, previous: previous.map(keyFrom) };
}

let deployment: Keyring | undefined;

/** This deployment's keyring, from PAYMENT_SECRETS_KEY and PAYMENT_SECRETS_PREVIOUS_KEYS. */
export function paymentKeyring(): Keyring {
  const e = env();
  deployment ??= keyringFrom(e.PAYMENT_SECRETS_KEY, e.PAYMENT_SECRETS_PREVIOUS_KEYS);
  return deployment;
}

/** Whether the keyring has a key of that id, current or previous. */
export function opensKey(keyring: Keyring, keyId: string): boolean {
  return keyring.current?.id === keyId || keyring.previous.some((key) => key.id === keyId);
}

/** The brand's secrets sealed with the current key. */
export function sealSecrets(keyring: Keyring, instanceId: number, secrets: Readonly<Record<string, string>>): Sealed {
  const current = keyring.current;
  if (!current) throw new SecretBoxError("no_key", "PAYMENT_SECRETS_KEY is not set: brands' gateway secrets cannot be sealed");
  const iv = randomBytes(BOX_IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", current.key, iv, { authTagLength: BOX_TAG_BYTES });
  cipher.setAAD(boxAad(instanceId));
  const ciphertext = Buffer.concat([cipher.update(encodeSecrets(secrets)), cipher.final()]);
  return { box: formatBox({ iv, tag: cipher.getAuthTag(), ciphertext }), keyId: current.id };
}

/** The brand's secrets out of their box, with the key the box names; SecretBoxError when it cannot be opened. */
export function openSecrets(keyring: Keyring, instanceId: number, sealed: Sealed): Record<string, string> {
  const key = [keyring.current, ...keyring.previous].find((candidate) => candidate?.id === sealed.keyId);
  if (!key) throw new SecretBoxError("unknown_key", `the box of brand ${instanceId} was sealed with key ${sealed.keyId}, which is neither PAYMENT_SECRETS_KEY nor one of PAYMENT_SECRETS_PREVIOUS_KEYS`);
  const parts = parseBox(sealed.box);
  let opened: Record<string, string> | null = null;
  if (parts) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key.key, parts.iv, { authTagLength: BOX_TAG_BYTES });
      decipher.setAAD(boxAad(instanceId));
      decipher.setAuthTag(parts.tag);
      opened = decodeSecrets(Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]));
    } catch {
      opened = null;
    }
  }
  if (!opened) throw new SecretBoxError("unreadable", `the box of brand ${instanceId} does not open with key ${sealed.keyId}: it was changed, or sealed for another brand`);
  return opened;
}

/** The box sealed again with the current key (a box already sealed with it is sealed anew all the same). */
export function resealSecrets(keyring: Keyring, instanceId: number, sealed: Sealed): Sealed {
  return sealSecrets(keyring, instanceId, openSecrets(keyring, instanceId, sealed));
}
