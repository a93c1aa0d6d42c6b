import { createHmac } from "node:crypto";
import { minor } from "../money/minor";
import { answeringPayment, checkSignature, paymentReport, signatureManifest, unitPrice } from "./mercadopago";

/** Independent oracle: the HMAC of a manifest written out by hand. */
const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

const SECRET = "standinMxWebhookSecret0001";
const NOW = new Date("2026-12-07T12:00:00Z");
const TS = String(NOW.getTime() / 1000);
const signed = (secret = SECRET, ts = TS, id = "123456789") => `ts=${ts},v1=${hmac(secret, `id:${id};request-id:req-1;ts:${ts};`)}`;
const check = (header: string | null, dataId = "123456789", requestId: string | null = "req-1") => checkSignature({ header, requestId, dataId, secret: SECRET, now: NOW });

describe("checkSignature (x-signature)", () => {
  it("accepts Mercado Pago's HMAC-SHA256 of id, request-id and ts with the secret signature", () => {
    expect(check(signed())).toEqual({ ok: true, v1: hmac(SECRET, `id:123456789;request-id:req-1;ts:${TS};`) });
    expect(check(`v1=${hmac(SECRET, `id:123456789;request-id:req-1;ts:${TS};`)}, ts=${TS}`).ok).toBe(true);
  });

  it("refuses another secret", () => {
    expect(check(signed("another-secret-of-16"))).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses a signature for another data.id (a tampered query)", () => {
    expect(check(signed(), "123456780")).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses a genuine signature replayed after the tolerance", () => {
    const old = String(NOW.getTime() / 1000 - 301);
    expect(check(signed(SECRET, old))).toEqual({ ok: false, reason: "stale" });
    expect(check(signed(SECRET, String(NOW.getTime() / 1000 - 299))).ok).toBe(true);
  });

  it("reads a ts in milliseconds too", () => {
    expect(check(signed(SECRET, String(NOW.getTime()))).ok).toBe(true);
  });

  it("refuses what is missing or malformed, and verifies nothing with an empty secret", () => {
    expect(check(null).ok).toBe(false);
    expect(check("ts=1,v1=zz").ok).toBe(false);
    expect(check(signed(), "").ok).toBe(false);
    expect(checkSignature({ header: signed(""), requestId: "req-1", dataId: "123456789", secret: "", now: NOW }).ok).toBe(false);
  });

  it("signs an alphanumeric data.id in lowercase and leaves out a missing request id", () => {
    expect(signatureManifest("ABC123", null, "1")).toBe("id:abc123;ts:1;");
    expect(check(`ts=${TS},v1=${hmac(SECRET, `id:abc9;ts:${TS};`)}`, "ABC9", null).ok).toBe(true);
  });
});

describe("unitPrice", () => {
  it("is the amount in major units: cents for MXN and PEN, whole pesos for CLP and COP", () => {
    expect(unitPrice(minor(8950), "MXN")).toBe(89.5);
    expect(unitPrice(minor(4590), "PEN")).toBe(45.9);
    expect(unitPrice(minor(5990), "CLP")).toBe(5990);
    expect(unitPrice(minor(24900), "COP")).toBe(24900);
  });
});

describe("paymentReport", () => {
  const payment = { id: 1300000001, status: "approved", external_reference: "7-abc", transaction_amount: 89.5, currency_id: "MXN", payment_type_id: "credit_card" };

  it("reports a payment as the apply path reads it, its amount in Wompi's cents", () => {
    expect(paymentReport(payment)).toEqual({ id: "1300000001", reference: "7-abc", amount_in_cents: 8950, currency: "MXN", status: "APPROVED", payment_method_type: "CARD", paid_with: "card" });
    // a cash voucher is no card for the method's messages, and says how it was paid
    expect(paymentReport({ ...payment, payment_type_id: "ticket" })).toMatchObject({ payment_method_type: undefined, paid_with: "cash_voucher" });
    expect(paymentReport({ ...payment, currency_id: "CLP", transaction_amount: 5990 })?.amount_in_cents).toBe(599000);
  });

  it("maps each documented status; refunds and chargebacks are no verdict on an attempt", () => {
    const statusOf = (status: string) => paymentReport({ ...payment, status })?.status;
    expect(["pending", "in_process", "authorized"].map(statusOf)).toEqual(["PENDING", "PENDING", "PENDING"]);
    expect([statusOf("rejected"), statusOf("cancelled")]).toEqual(["DECLINED", "VOIDED"]);
    expect([statusOf("refunded"), statusOf("charged_back")]).toEqual(["REFUNDED", "CHARGED_BACK"]);
  });

  it("judges no payment without a reference, in another currency, or with more decimals than its currency has", () => {
    expect(paymentReport({ ...payment, external_reference: null })).toBeNull();
    expect(paymentReport({ ...payment, currency_id: "ARS" })).toBeNull();
    expect(paymentReport({ ...payment, currency_id: "CLP", transaction_amount: 5990.5 })).toBeNull();
    expect(paymentReport({ ...payment, payment_type_id: "ticket" })?.payment_method_type).toBeUndefined();
  });
});

describe("answeringPayment", () => {
  it("prefers an approved payment, then one still waiting, then the latest", () => {
    const p = (id: number, status: string, date: string) => ({ id, status, date_created: date, transaction_amount: 1, currency_id: "MXN", external_reference: "r" });
    expect(answeringPayment([p(1, "rejected", "2026-01-02"), p(2, "approved", "2026-01-01")])?.id).toBe(2);
    expect(answeringPayment([p(1, "rejected", "2026-01-03"), p(2, "in_process", "2026-01-01")])?.id).toBe(2);
    expect(answeringPayment([p(1, "rejected", "2026-01-01"), p(2, "cancelled", "2026-01-02")])?.id).toBe(2);
    expect(answeringPayment([])).toBeNull();
    expect(answeringPayment("nothing")).toBeNull();
  });
});
