import { createHash } from "node:crypto";
import { minor } from "../money/minor";
import { eventChecksum, integritySignature, verifyEvent, wompiAmountInCents, type WompiEvent } from "./wompi-signature";

/** Independent oracle: SHA-256 hex of a literal string, built by hand in each test. */
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const checkout = {
  reference: "sk8-438k4-xmxm392-sn2m",
  amountInCents: 2490000,
  currency: "COP",
  integritySecret: "test_integrity_VMVbSQO6sgxO9ht3ZSqGJDYwzMk3VFJ9",
};

describe("wompiAmountInCents", () => {
  it("turns whole pesos into the cents Wompi counts in", () => {
    expect(wompiAmountInCents(minor(24900), "COP")).toBe(2490000);
  });

  it("leaves amounts already in cents alone", () => {
    expect(wompiAmountInCents(minor(1999), "USD")).toBe(1999);
    expect(wompiAmountInCents(minor(8950), "MXN")).toBe(8950);
  });
});

describe("integritySignature (Web Checkout)", () => {
  it("matches a fixed vector", () => {
    expect(integritySignature(checkout)).toBe("5ab80e72215e46abee0e6df13fdc4ab3ecb11132e7b3d4bb967363127dcc269b");
  });

  it("hashes reference, amount in cents, currency and secret, in that order", () => {
    expect(integritySignature(checkout)).toBe(sha256("sk8-438k4-xmxm392-sn2m2490000COPtest_integrity_VMVbSQO6sgxO9ht3ZSqGJDYwzMk3VFJ9"));
  });

  it("signs the expiration time, when there is one, before the secret", () => {
    const expirationTime = "2023-06-09T20:28:50.000Z";
    const signature = integritySignature({ ...checkout, expirationTime });
    expect(signature).toBe("1993e59e46a903bb4d460a2ae80bd7252724d086510f69ff69753f0b91128dd6");
    expect(signature).toBe(sha256("sk8-438k4-xmxm392-sn2m2490000COP2023-06-09T20:28:50.000Ztest_integrity_VMVbSQO6sgxO9ht3ZSqGJDYwzMk3VFJ9"));
  });

  it("ignores an absent expiration time", () => {
    expect(integritySignature({ ...checkout, expirationTime: null })).toBe(integritySignature(checkout));
    expect(integritySignature({ ...checkout, expirationTime: undefined })).toBe(integritySignature(checkout));
  });

  it("changes with the amount, so an edited checkout no longer matches", () => {
    expect(integritySignature({ ...checkout, amountInCents: 2490001 })).not.toBe(integritySignature(checkout));
  });

  it("refuses an amount Wompi could never have signed", () => {
    expect(() => integritySignature({ ...checkout, amountInCents: 2490000.5 })).toThrow(RangeError);
    expect(() => integritySignature({ ...checkout, amountInCents: -1 })).toThrow(RangeError);
  });
});

describe("eventChecksum and verifyEvent (Wompi events)", () => {
  const secret = "test_events_secret";
  const properties = ["transaction.id", "transaction.status", "transaction.amount_in_cents"];
  const checksum = sha256(`1234-1610641025-49201APPROVED4500000${1530291411}${secret}`);

  function event(overrides: Partial<WompiEvent> = {}): WompiEvent {
    return {
      event: "transaction.updated",
      data: {
        transaction: {
          id: "1234-1610641025-49201",
          amount_in_cents: 4500000,
          reference: "MZQ3X2DE2SMX",
          status: "APPROVED",
          customer_email: "ana@example.co",
          // Not signed: changing it must not matter.
          payment_method_type: "NEQUI",
        },
      },
      signature: { properties, checksum },
      timestamp: 1530291411,
      sent_at: "2018-07-20T16:45:05.000Z",
      ...overrides,
    };
  }

  it("concatenates the listed values from event.data, then the timestamp, then the secret", () => {
    expect(eventChecksum(event(), secret)).toBe(checksum);
    expect(checksum).toBe("b7fb9d22734b20e2ebbf4aaf5b16443b0e6d821e2866de6f489c7864388ea347");
  });

  it("follows the property list the event carries, in its order", () => {
    const reordered = event({ signature: { properties: ["transaction.status", "transaction.reference"], checksum } });
    expect(eventChecksum(reordered, secret)).toBe(sha256(`APPROVEDMZQ3X2DE2SMX1530291411${secret}`));
  });

  it("verifies a genuine event by its body checksum and by the X-Event-Checksum header", () => {
    expect(verifyEvent(event(), undefined, secret)).toBe(true);
    expect(verifyEvent(event(), checksum, secret)).toBe(true);
  });

  it("compares hex without regard to case", () => {
    expect(verifyEvent(event(), checksum.toUpperCase(), secret)).toBe(true);
    expect(verifyEvent(event({ signature: { properties, checksum: checksum.toUpperCase() } }), null, secret)).toBe(true);
  });

  it("rejects an event whose amount was tampered with", () => {
    const tampered = event();
    (tampered.data as { transaction: { amount_in_cents: number } }).transaction.amount_in_cents = 100;
    expect(verifyEvent(tampered, checksum, secret)).toBe(false);
  });

  it("rejects an event whose status or timestamp was tampered with", () => {
    const declined = event();
    (declined.data as { transaction: { status: string } }).transaction.status = "DECLINED";
    expect(verifyEvent(declined, checksum, secret)).toBe(false);
    expect(verifyEvent(event({ timestamp: 1530291412 }), checksum, secret)).toBe(false);
  });

  it("ignores fields outside the property list", () => {
    const other = event();
    (other.data as { transaction: { payment_method_type: string } }).transaction.payment_method_type = "CARD";
    expect(verifyEvent(other, checksum, secret)).toBe(true);
  });

  it("rejects the wrong secret, and an empty one", () => {
    expect(verifyEvent(event(), checksum, "another_secret")).toBe(false);
    expect(verifyEvent(event(), checksum, "")).toBe(false);
  });

  it("rejects when the header and the body disagree", () => {
    expect(verifyEvent(event(), sha256("something else"), secret)).toBe(false);
  });

  it("rejects when no checksum came at all, or it is not hex", () => {
    expect(verifyEvent(event({ signature: { properties, checksum: "" } }), undefined, secret)).toBe(false);
    expect(verifyEvent(event(), "not-a-checksum", secret)).toBe(false);
    expect(verifyEvent(event(), checksum.slice(0, 62), secret)).toBe(false);
  });

  it("cannot checksum an event whose listed property is missing or not a plain value", () => {
    const missing = event({ signature: { properties: ["transaction.id", "transaction.nope"], checksum } });
    expect(eventChecksum(missing, secret)).toBeNull();
    expect(verifyEvent(missing, checksum, secret)).toBe(false);
    expect(eventChecksum(event({ signature: { properties: ["transaction"], checksum } }), secret)).toBeNull();
    expect(eventChecksum(event({ signature: { properties: [], checksum } }), secret)).toBeNull();
  });

  it("does not read property paths from outside event.data", () => {
    // "timestamp" exists at the top of the event but not in data.
    expect(eventChecksum(event({ signature: { properties: ["timestamp"], checksum } }), secret)).toBeNull();
  });

  it("survives a payload that is not shaped like an event", () => {
    expect(verifyEvent({} as WompiEvent, checksum, secret)).toBe(false);
    expect(verifyEvent({ data: null, signature: { properties, checksum }, timestamp: 1 }, checksum, secret)).toBe(false);
  });
});
