import { minor } from "../money/minor";
import { canTransition, displayPaymentState, TRANSACTION_STATUSES } from "../orders/transaction-status";
import { cancelsOrder, isRefundablePayment, PAID_STATUSES, refundableAmount, refundedSoFar, refundRefusal, statusAfterRefund } from "./refunds";

const paid = { amount: minor(50_000), status: "approved" };
const refund = (amount: number, status = "approved") => ({ amount: minor(amount), status });

describe("refundable amount", () => {
  it("is what was paid less what was refunded or is being refunded; a declined refund gives its share back", () => {
    expect(refundableAmount(paid, [])).toBe(50_000);
    expect(refundableAmount(paid, [refund(20_000)])).toBe(30_000);
    expect(refundableAmount(paid, [refund(20_000), refund(10_000, "pending")])).toBe(20_000);
    expect(refundableAmount(paid, [refund(20_000), refund(30_000, "declined")])).toBe(30_000);
    expect(refundableAmount(paid, [refund(50_000)])).toBe(0);
    expect(refundedSoFar([refund(1), refund(2, "pending"), refund(4, "declined")])).toBe(3);
  });

  it("is nothing for money never taken", () => {
    for (const status of ["precheckout", "pending", "declined", "voided", "error", "gateway_not_found"]) expect(refundableAmount({ ...paid, status }, [])).toBe(0);
  });
});

describe("a refund request", () => {
  it("may ask any amount from one minor unit up to what is left", () => {
    expect(refundRefusal(minor(1), paid, [])).toBeNull();
    expect(refundRefusal(minor(50_000), paid, [])).toBeNull();
    expect(refundRefusal(minor(30_000), paid, [refund(20_000)])).toBeNull();
  });

  it("is refused above what is left, at zero, and on a payment not made", () => {
    expect(refundRefusal(minor(50_001), paid, [])).toBe("above_refundable");
    expect(refundRefusal(minor(30_001), paid, [refund(20_000)])).toBe("above_refundable");
    expect(refundRefusal(minor(1), paid, [refund(50_000, "pending")])).toBe("above_refundable");
    expect(refundRefusal(minor(0), paid, [])).toBe("zero_amount");
    expect(refundRefusal(minor(-5), paid, [])).toBe("zero_amount");
    expect(refundRefusal(minor(10), { ...paid, status: "pending" }, [])).toBe("not_paid");
  });
});

describe("the payment's states after a refund", () => {
  it("gives every paid state a refund way out: a full refund leaves it unpaid, a partial one paid", () => {
    expect(PAID_STATUSES).toEqual(["approved"]);
    for (const status of TRANSACTION_STATUSES) {
      if (displayPaymentState(status) !== "approved") continue;
      expect(isRefundablePayment(status)).toBe(true);
      const after = statusAfterRefund(status, true);
      expect(displayPaymentState(after)).not.toBe("approved");
      expect(statusAfterRefund(status, false)).toBe(status);
      // no gateway event may do it: the refund is the only way out of a paid state
      expect(canTransition(status, after)).toBe(false);
    }
  });

  it("never changes a status that was not paid", () => {
    for (const status of TRANSACTION_STATUSES.filter((s) => displayPaymentState(s) !== "approved")) expect(statusAfterRefund(status, true)).toBe(status);
  });

  it("cancels only an order the kitchen has not taken up", () => {
    expect(cancelsOrder("received")).toBe(true);
    for (const progress of ["accepted", "preparing", "ready", "delivered", "completed"]) expect(cancelsOrder(progress)).toBe(false);
  });
});
