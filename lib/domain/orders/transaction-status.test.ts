import {
  canTransition,
  DEFAULT_TRANSACTION_STATUS,
  displayPaymentState,
  isFinal,
  isTransactionStatus,
  isUnpayable,
  ORDER_PROGRESS,
  TRANSACTION_STATUSES,
  UNPAYABLE_AFTER_MS,
} from "./transaction-status";

describe("transaction statuses (product §4)", () => {
  it("are the seven stored values, precheckout by default", () => {
    expect([...TRANSACTION_STATUSES].sort()).toEqual(["approved", "declined", "error", "gateway_not_found", "pending", "precheckout", "voided"]);
    expect(DEFAULT_TRANSACTION_STATUS).toBe("precheckout");
  });

  it("recognises only those values", () => {
    expect(isTransactionStatus("approved")).toBe(true);
    expect(isTransactionStatus("APPROVED")).toBe(false);
    expect(isTransactionStatus(undefined)).toBe(false);
  });
});

describe("displayPaymentState (product §4)", () => {
  it.each(["voided", "declined", "error"])("shows %s as rejected", (status) => {
    expect(displayPaymentState(status)).toBe("rejected");
  });

  it.each(["precheckout", "pending"])("shows %s as pending", (status) => {
    expect(displayPaymentState(status)).toBe("pending");
  });

  it("shows approved as approved", () => {
    expect(displayPaymentState("approved")).toBe("approved");
  });

  it.each(["gateway_not_found", "APPROVED", "refunded", ""])("shows anything else (%p) as unconfirmed", (status) => {
    expect(displayPaymentState(status)).toBe("unconfirmed");
  });
});

describe("isFinal", () => {
  it.each(["approved", "declined", "voided", "error"])("%s is the gateway's verdict", (status) => {
    expect(isFinal(status)).toBe(true);
  });

  it.each(["precheckout", "pending", "gateway_not_found", "unknown"])("%s is not", (status) => {
    expect(isFinal(status)).toBe(false);
  });
});

describe("canTransition", () => {
  it("lets a cart be sent for payment", () => {
    expect(canTransition("precheckout", "pending")).toBe(true);
  });

  it("does not let a cart skip the pending payment", () => {
    expect(canTransition("precheckout", "approved")).toBe(false);
    expect(canTransition("precheckout", "declined")).toBe(false);
  });

  it.each(["approved", "declined", "voided", "error", "gateway_not_found"])("lets a pending payment become %s", (to) => {
    expect(canTransition("pending", to)).toBe(true);
  });

  it("has no way back from approved, so a replayed event cannot undo a payment", () => {
    for (const to of TRANSACTION_STATUSES) expect(canTransition("approved", to)).toBe(false);
  });

  it.each(["declined", "voided", "error"])("lets a %s attempt be retried as a new pending one, or approved late, and nothing else", (from) => {
    expect(canTransition(from, "pending")).toBe(true);
    expect(canTransition(from, "approved")).toBe(true);
    expect(canTransition(from, "declined")).toBe(false);
    expect(canTransition(from, "precheckout")).toBe(false);
  });

  it("lets an attempt the gateway did not find be settled late or retried", () => {
    expect(canTransition("gateway_not_found", "approved")).toBe(true);
    expect(canTransition("gateway_not_found", "declined")).toBe(true);
    expect(canTransition("gateway_not_found", "pending")).toBe(true);
    expect(canTransition("gateway_not_found", "precheckout")).toBe(false);
  });

  it("never goes back to precheckout", () => {
    for (const from of TRANSACTION_STATUSES) expect(canTransition(from, "precheckout")).toBe(false);
  });

  it("treats the same status again as no transition", () => {
    for (const status of TRANSACTION_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it("allows nothing for unknown values", () => {
    expect(canTransition("pending", "refunded")).toBe(false);
    expect(canTransition("refunded", "pending")).toBe(false);
  });
});

describe("ORDER_PROGRESS (product §4 order progress labels)", () => {
  it("keys every label in product §4's order", () => {
    expect(ORDER_PROGRESS).toEqual([
      "received",
      "accepted",
      "preparing",
      "packed",
      "on_the_way",
      "delivered",
      "underway",
      "completed",
      "ready",
      "on_hold",
      "in_progress",
      "finished",
      "canceled",
      "closed",
    ]);
  });

  it("has keys fit for translation files", () => {
    for (const key of ORDER_PROGRESS) expect(key).toMatch(/^[a-z_]+$/);
  });
});

describe("isUnpayable (product §5/§9: over one day)", () => {
  const createdAt = new Date("2025-06-05T12:00:00Z");

  it("is one day", () => {
    expect(UNPAYABLE_AFTER_MS).toBe(86_400_000);
  });

  it("allows paying within a day, up to exactly 24 h", () => {
    expect(isUnpayable(createdAt, new Date("2025-06-05T12:00:00Z"))).toBe(false);
    expect(isUnpayable(createdAt, new Date("2025-06-06T11:59:59Z"))).toBe(false);
    expect(isUnpayable(createdAt, new Date("2025-06-06T12:00:00Z"))).toBe(false);
  });

  it("refuses a purchase older than one day", () => {
    expect(isUnpayable(createdAt, new Date("2025-06-06T12:00:01Z"))).toBe(true);
    expect(isUnpayable(createdAt, new Date("2025-06-10T00:00:00Z"))).toBe(true);
  });

  it("refuses a purchase whose creation date cannot be read", () => {
    expect(isUnpayable(new Date("not a date"), new Date("2025-06-06T12:00:00Z"))).toBe(true);
  });
});
