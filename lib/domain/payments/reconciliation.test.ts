import { minor } from "../money/minor";
import { toCsv } from "../analytics/sales-csv";
import { PENDING_UNSETTLED_AFTER_MS, reconcile, reconciliationDays, reconciliationRows, type LedgerPayment } from "./reconciliation";

const NOW = new Date("2026-12-07T20:00:00Z");
let next = 1;

function payment(overrides: Partial<LedgerPayment> = {}): LedgerPayment {
  const id = next++;
  return {
    id,
    subject: { kind: "order", id: 100 + id, expected: minor(30_000), paid: true },
    branch: "centro",
    gateway: "sandbox",
    method: "card",
    paidWith: "card",
    reference: `o${id}-ref`,
    transactionId: `tx-${id}`,
    amount: minor(30_000),
    status: "approved",
    createdAt: new Date("2026-12-07T18:00:00Z"),
    refunds: [],
    ...overrides,
  };
}

describe("the day's reconciliation", () => {
  it("flags nothing when every payment matches what it paid for, and sums what was taken, refunded and kept per method", () => {
    const report = reconcile(
      [
        payment(),
        payment({ method: "pse", amount: minor(12_000), subject: { kind: "tab_part", id: 7, tabId: 3, place: "Mesa 4", expected: minor(12_000), paid: true }, refunds: [{ amount: minor(2_000), status: "approved" }] }),
        payment({ subject: { kind: "booking", id: 9, expected: null, paid: true }, amount: minor(40_000) }),
        payment({ status: "declined", subject: { kind: "order", id: 55, expected: minor(30_000), paid: false } }),
      ],
      [],
      NOW,
    );
    expect(report.flagged).toBe(0);
    expect(report.payments.every((row) => row.flags.length === 0)).toBe(true);
    expect(report.methods).toEqual([
      { gateway: "sandbox", method: "card", count: 2, taken: 70_000, refunded: 0, net: 70_000 },
      { gateway: "sandbox", method: "pse", count: 1, taken: 12_000, refunded: 2_000, net: 10_000 },
    ]);
    expect(report.total).toEqual({ count: 3, taken: 82_000, refunded: 2_000, net: 80_000 });
    // a declined attempt took nothing and keeps nothing
    expect(report.payments[3]).toMatchObject({ net: 0, refundable: 0 });
  });

  it("flags money taken that its order, part or booking does not show as paid, and an amount that differs", () => {
    const report = reconcile(
      [
        payment({ subject: { kind: "order", id: 1, expected: minor(30_000), paid: false } }),
        payment({ subject: { kind: "booking", id: 2, expected: null, paid: false } }),
        payment({ amount: minor(25_000), subject: { kind: "tab_part", id: 3, tabId: 1, place: "Mesa 1", expected: minor(30_000), paid: true } }),
      ],
      [],
      NOW,
    );
    expect(report.payments.map((row) => row.flags)).toEqual([["paid_not_recorded"], ["paid_not_recorded"], ["amount_mismatch"]]);
    expect(report.flagged).toBe(3);
  });

  it("flags a second approved charge for the same order, not the first, whatever order the rows came in", () => {
    const first = payment({ subject: { kind: "order", id: 42, expected: minor(30_000), paid: true }, createdAt: new Date("2026-12-07T18:00:00Z") });
    const second = payment({ subject: { kind: "order", id: 42, expected: minor(30_000), paid: true }, createdAt: new Date("2026-12-07T18:05:00Z") });
    const report = reconcile([second, first], [], NOW);
    expect(report.payments.map((row) => [row.payment.id, row.flags])).toEqual([
      [first.id, []],
      [second.id, ["charged_twice"]],
    ]);
    // the same number on a tab part is another subject
    const part = payment({ subject: { kind: "tab_part", id: 42, tabId: 1, place: "Mesa 1", expected: minor(30_000), paid: true } });
    expect(reconcile([first, part], [], NOW).flagged).toBe(0);
  });

  it("flags an attempt the gateway has not settled within half an hour, and a refund still under way", () => {
    const late = payment({ status: "pending", createdAt: new Date(NOW.getTime() - PENDING_UNSETTLED_AFTER_MS - 1) });
    const recent = payment({ status: "pending", createdAt: new Date(NOW.getTime() - PENDING_UNSETTLED_AFTER_MS + 60_000) });
    const refunding = payment({ refunds: [{ amount: minor(5_000), status: "pending" }], createdAt: NOW });
    const report = reconcile([late, recent, refunding], [], NOW);
    expect(report.payments.map((row) => row.flags)).toEqual([["pending_unsettled"], [], ["refund_pending"]]);
    // a pending refund counts against what may still be refunded and what is kept
    expect(report.payments[2]).toMatchObject({ refunded: 5_000, refundable: 25_000, net: 25_000 });
  });

  it("counts an order recorded as paid online without a payment among the flagged", () => {
    const report = reconcile([], [{ id: 8, branch: "centro", method: "card", total: minor(18_000), createdAt: NOW }], NOW);
    expect(report.flagged).toBe(1);
    expect(report.total).toEqual({ count: 0, taken: 0, refunded: 0, net: 0 });
  });
});

describe("the reconciliation spreadsheet", () => {
  it("writes each attempt and each unbacked order on the brand's clock, in the currency's decimals, with its flags", () => {
    const report = reconcile(
      [payment({ id: 5, reference: "o5-ref", transactionId: "=HYPERLINK()", amount: minor(8_950), subject: { kind: "order", id: 12, expected: minor(9_000), paid: true } })],
      [{ id: 13, branch: "norte", method: "pse", total: minor(4_500), createdAt: new Date("2026-12-07T15:30:00Z") }],
      NOW,
    );
    const rows = reconciliationRows(report, { currency: "MXN", timezone: "America/Mexico_City" });
    expect(rows).toEqual([
      ["2026-12-07 12:00", "centro", "order", 12, 5, "sandbox", "card", "card", "o5-ref", "=HYPERLINK()", "approved", "89.50", "0.00", "89.50", "amount_mismatch"],
      ["2026-12-07 09:30", "norte", "order", 13, "", "", "pse", "", "", "", "", "45.00", "0.00", "0.00", "recorded_not_paid"],
    ]);
    // a gateway's text never runs as a formula in the spreadsheet
    expect(toCsv(["a"], [[rows[0]![9]!]])).toContain("'=HYPERLINK()");
  });
});

describe("the days reconciled", () => {
  it("are today on the brand's clock by default, the one day asked, or the period asked", () => {
    expect(reconciliationDays({}, new Date("2026-12-08T03:00:00Z"), "America/Bogota")).toEqual({ from: "2026-12-07", to: "2026-12-07" });
    expect(reconciliationDays({ from: "2026-12-01" }, NOW, "America/Bogota")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
    expect(reconciliationDays({ to: "2026-12-03" }, NOW, "America/Bogota")).toEqual({ from: "2026-12-03", to: "2026-12-03" });
    expect(reconciliationDays({ from: "2026-12-01", to: "2026-12-03" }, NOW, "America/Bogota")).toEqual({ from: "2026-12-01", to: "2026-12-03" });
  });
});
