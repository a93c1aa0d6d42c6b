import { minor } from "../money/minor";
import { checkAgainstGateway, type GatewayCharge } from "./gateway-check";
import type { LedgerPayment } from "./reconciliation";

const AT = new Date("2026-12-07T18:00:00Z");

function payment(overrides: Partial<LedgerPayment> = {}): LedgerPayment {
  return {
    id: 1,
    subject: { kind: "order", id: 101, expected: minor(30_000), paid: true },
    branch: "centro",
    gateway: "wompi",
    method: "card",
    paidWith: "card",
    reference: "o101-a",
    transactionId: "11904-1",
    amount: minor(30_000),
    status: "approved",
    createdAt: AT,
    refunds: [],
    ...overrides,
  };
}

const charge = (overrides: Partial<GatewayCharge> = {}): GatewayCharge => ({
  transactionId: "11904-1",
  reference: "o101-a",
  amountInCents: 3_000_000,
  currency: "COP",
  status: "approved",
  createdAt: AT,
  ...overrides,
});

const check = (ledger: LedgerPayment[], charges: GatewayCharge[], elsewhere: string[] = []) =>
  checkAgainstGateway(ledger, charges, { currency: "COP", elsewhere: new Set(elsewhere) });

describe("the reconciliation's check against the gateway's listing", () => {
  it("finds nothing when every charge is one of ours, as recorded, declined tries included", () => {
    const found = check([payment()], [charge(), charge({ transactionId: "11904-0", status: "declined" })]);
    expect(found).toEqual({ checked: 2, findings: [] });
  });

  it("names a charge under a reference the brand never made, but not one of an attempt opened before the period, nor a declined one", () => {
    const stranger = charge({ transactionId: "11904-9", reference: "pago-manual-77" });
    const found = check([payment()], [charge(), stranger, charge({ transactionId: "11904-8", reference: "o99-z" }), charge({ transactionId: "11904-7", reference: "nadie", status: "declined" })], ["o99-z"]);
    expect(found.findings).toEqual([{ kind: "unknown_charge", charge: stranger, payment: null }]);
  });

  it("names an approval our record never took, and an approval for another amount than the attempt's", () => {
    const pending = payment({ status: "pending", transactionId: null });
    expect(check([pending], [charge()]).findings).toEqual([{ kind: "approved_not_recorded", charge: charge(), payment: pending }]);
    const other = charge({ amountInCents: 2_000_000 });
    expect(check([pending], [other]).findings).toEqual([{ kind: "amount_differs", charge: other, payment: pending }]);
    // in another currency: never the attempt's amount
    expect(check([payment()], [charge({ currency: "USD" })]).findings.map((f) => f.kind)).toEqual(["amount_differs"]);
  });

  it("names a transaction our record calls approved that the gateway declined", () => {
    const declined = charge({ status: "declined" });
    expect(check([payment()], [declined]).findings).toEqual([{ kind: "recorded_not_approved", charge: declined, payment: payment() }]);
    // another transaction of the same attempt declined (a first try): nothing to say
    expect(check([payment()], [charge({ transactionId: "11904-0", status: "declined" }), charge()]).findings).toEqual([]);
  });

  it("reads a voided transaction as money once taken: an unknown one is named, ours refunded is not", () => {
    expect(check([], [charge({ status: "voided" })]).findings.map((f) => f.kind)).toEqual(["unknown_charge"]);
    expect(check([payment({ refunds: [{ amount: minor(30_000), status: "approved" }] })], [charge({ status: "voided" })]).findings).toEqual([]);
  });
});
