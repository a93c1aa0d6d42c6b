import { randomBytes } from "node:crypto";
import { BOX_IV_BYTES, BOX_TAG_BYTES, boxAad, decodeSecrets, encodeSecrets, formatBox, parseBox, parseSecretsKey, secretsKeyId } from "./secret-box";

describe("a box's text", () => {
  const parts = { iv: new Uint8Array(randomBytes(BOX_IV_BYTES)), tag: new Uint8Array(randomBytes(BOX_TAG_BYTES)), ciphertext: new Uint8Array(randomBytes(40)) };

  it("reads back the parts it was written from", () => {
    const text = formatBox(parts);
    expect(text).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(parseBox(text)).toEqual(parts);
  });

  it("is refused with another version, a nonce or tag of the wrong length, no ciphertext or characters outside base64url", () => {
    const text = formatBox(parts);
    expect(parseBox(text.replace(/^v1/, "v2"))).toBeNull();
    expect(parseBox(formatBox({ ...parts, iv: parts.iv.slice(1) }))).toBeNull();
    expect(parseBox(formatBox({ ...parts, tag: parts.tag.slice(2) }))).toBeNull();
    expect(parseBox(formatBox({ ...parts, ciphertext: new Uint8Array() }))).toBeNull();
    expect(parseBox(`${text}.extra`)).toBeNull();
    expect(parseBox(text.replace(/\.([A-Za-z0-9_-])/, ".+"))).toBeNull();
    expect(parseBox("")).toBeNull();
  });

  it("binds a box to one brand: each brand's additional data differs", () => {
    expect(Buffer.from(boxAad(7)).equals(Buffer.from(boxAad(7)))).toBe(true);
    expect(Buffer.from(boxAad(7)).equals(Buffer.from(boxAad(70)))).toBe(false);
  });

  it("holds an object of texts, and nothing else comes out of it", () => {
    const secrets = { integrity_secret: "test_integrity_abc", events_secret: "test_events_ñandú" };
    expect(decodeSecrets(encodeSecrets(secrets))).toEqual(secrets);
    for (const other of ["[]", "null", '"x"', '{"a":1}', "{not json"]) expect(decodeSecrets(new Uint8Array(Buffer.from(other)))).toBeNull();
  });
});

describe("a deployment key", () => {
  const bytes = randomBytes(32);

  it("is 32 bytes in standard or URL-safe base64, padded or not", () => {
    for (const text of [bytes.toString("base64"), bytes.toString("base64url"), `  ${bytes.toString("base64")}\n`]) {
      expect(Buffer.from(parseSecretsKey(text)!).equals(bytes)).toBe(true);
    }
  });

  it("is refused at any other length or with other characters", () => {
    for (const text of [randomBytes(31).toString("base64"), randomBytes(33).toString("base64"), randomBytes(16).toString("hex"), "", `${bytes.toString("base64").slice(0, 42)}!=`]) {
      expect(parseSecretsKey(text)).toBeNull();
    }
  });

  it("has an id that names it without telling anything of it", () => {
    const key = new Uint8Array(bytes);
    expect(secretsKeyId(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(secretsKeyId(key)).toBe(secretsKeyId(new Uint8Array(bytes)));
    expect(secretsKeyId(new Uint8Array(randomBytes(32)))).not.toBe(secretsKeyId(key));
    expect(bytes.toString("hex")).not.toContain(secretsKeyId(key));
  });
});
