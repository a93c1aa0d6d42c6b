import { randomBytes } from "node:crypto";
import { formatBox, parseBox } from "@/lib/domain/payments/secret-box";
import { keyringFrom, openSecrets, resealSecrets, sealSecrets, SecretBoxError, type Sealed } from "./secret-box";

/* A brand's gateway secrets sealed with the deployment's key: they open for that brand with that key, and for nothing else. */
const key = () => randomBytes(32).toString("base64");
const SECRETS = { integrity_secret: "test_integrity_VMVbSQO6sgxO9ht3", events_secret: "test_events_2PmQbUpK7Rz8e4Xn" };
const BRAND = 41;

const failure = (open: () => unknown) => {
  try {
    open();
  } catch (error) {
    return error instanceof SecretBoxError ? error.reason : String(error);
  }
  return "opened";
};

/** The box with one byte of one part flipped. */
function tampered(sealed: Sealed, part: "iv" | "tag" | "ciphertext"): Sealed {
  const parts = parseBox(sealed.box)!;
  const changed = new Uint8Array(parts[part]);
  changed[0] = changed[0]! ^ 0x01;
  return { ...sealed, box: formatBox({ ...parts, [part]: changed }) };
}

describe("a brand's secret box", () => {
  const current = key();
  const keyring = keyringFrom(current);
  const sealed = sealSecrets(keyring, BRAND, SECRETS);

  it("opens with the right key for the right brand, and holds none of the secrets in the clear", () => {
    expect(openSecrets(keyring, BRAND, sealed)).toEqual(SECRETS);
    expect(sealed.keyId).toBe(keyring.current!.id);
    for (const secret of Object.values(SECRETS)) expect(sealed.box).not.toContain(secret);
    expect(sealed.box).not.toContain(Buffer.from(SECRETS.events_secret).toString("base64url").slice(0, 12));
  });

  it("draws a new nonce each time: the same secrets sealed twice are two different boxes", () => {
    expect(sealSecrets(keyring, BRAND, SECRETS).box).not.toBe(sealed.box);
  });

  it("does not open for another brand: a box moved to another brand's row is refused", () => {
    expect(failure(() => openSecrets(keyring, BRAND + 1, sealed))).toBe("unreadable");
  });

  it.each(["iv", "tag", "ciphertext"] as const)("does not open with one byte of its %s changed", (part) => {
    expect(failure(() => openSecrets(keyring, BRAND, tampered(sealed, part)))).toBe("unreadable");
  });

  it("does not open when it names a key this deployment does not have, nor with another key under its id", () => {
    expect(failure(() => openSecrets(keyringFrom(key()), BRAND, sealed))).toBe("unknown_key");
    const impostor = keyringFrom(key());
    expect(failure(() => openSecrets({ current: { ...impostor.current!, id: sealed.keyId }, previous: [] }, BRAND, sealed))).toBe("unreadable");
    expect(failure(() => openSecrets(keyring, BRAND, { ...sealed, box: "not a box" }))).toBe("unreadable");
  });

  it("cannot be sealed without a current key", () => {
    expect(failure(() => sealSecrets(keyringFrom(undefined), BRAND, SECRETS))).toBe("no_key");
  });
});

describe("rotating the deployment's key", () => {
  const old = key();
  const next = key();
  const sealedBefore = sealSecrets(keyringFrom(old), BRAND, SECRETS);
  const rotated = keyringFrom(next, [old]);

  it("still opens a box sealed with a previous key", () => {
    expect(openSecrets(rotated, BRAND, sealedBefore)).toEqual(SECRETS);
    expect(failure(() => openSecrets(keyringFrom(next), BRAND, sealedBefore))).toBe("unknown_key");
  });

  it("reseals a box with the current key: its key id changes, and it opens without the previous key", () => {
    const resealed = resealSecrets(rotated, BRAND, sealedBefore);
    expect(resealed.keyId).not.toBe(sealedBefore.keyId);
    expect(resealed.keyId).toBe(rotated.current!.id);
    expect(openSecrets(keyringFrom(next), BRAND, resealed)).toEqual(SECRETS);
    expect(failure(() => openSecrets(keyringFrom(old), BRAND, resealed))).toBe("unknown_key");
  });
});
