import { orderJson } from "@/tests/factories/order";
import { countsAsPurchase, mayStillChange, unfinishedPayment } from "./order-progress";

describe("unfinishedPayment", () => {
  it("offers a new attempt for an online payment left pending, declined or never started", () => {
    expect(unfinishedPayment(orderJson({ status: "pending", payment_method: "card" }))).toBe("pay");
    expect(unfinishedPayment(orderJson({ status: "declined", payment_method: "nequi" }))).toBe("pay");
    expect(unfinishedPayment(orderJson({ status: "precheckout", payment_method: "card" }))).toBe("pay");
  });

  it("only shows a PSE payment the bank may still confirm, and nothing for a paid, too old or in-person order", () => {
    expect(unfinishedPayment(orderJson({ status: "pending", payment_method: "pse" }))).toBe("wait");
    expect(unfinishedPayment(orderJson({ status: "approved", payment_method: "card" }))).toBeNull();
    expect(unfinishedPayment(orderJson({ status: "declined", payment_method: "card", payable: false }))).toBeNull();
    expect(unfinishedPayment(orderJson({ status: "pending", payment_method: "cash_or_dataphone" }))).toBeNull();
    expect(unfinishedPayment(orderJson({ status: "pending", payment_method: "payment_receipt" }))).toBeNull();
  });
});

describe("mayStillChange", () => {
  it("keeps asking after the last kitchen step while an in-person payment waits for staff, and stops once it is settled", () => {
    expect(mayStillChange(orderJson({ progress: "preparing", status: "approved" }))).toBe(true);
    expect(mayStillChange(orderJson({ progress: "completed", status: "pending", payment_method: "cash_or_dataphone" }))).toBe(true);
    expect(mayStillChange(orderJson({ progress: "completed", status: "approved", payment_state: "approved", payment_method: "cash_or_dataphone" }))).toBe(false);
    expect(mayStillChange(orderJson({ progress: "completed", status: "declined", payment_state: "rejected", payment_method: "cash_or_dataphone" }))).toBe(false);
    expect(mayStillChange(orderJson({ progress: "canceled", status: "pending", payment_method: "cash_or_dataphone" }))).toBe(false);
  });
});

describe("countsAsPurchase", () => {
  it("counts an online order once it is paid, and one paid in person at once", () => {
    expect(countsAsPurchase(orderJson({ status: "pending", payment_method: "card" }))).toBe(false);
    expect(countsAsPurchase(orderJson({ status: "approved", payment_method: "card" }))).toBe(true);
    expect(countsAsPurchase(orderJson({ status: "pending", payment_method: "cash_or_dataphone" }))).toBe(true);
    expect(countsAsPurchase(orderJson({ status: "pending", payment_method: "payment_on_delivery" }))).toBe(true);
    expect(countsAsPurchase(orderJson({ status: "pending", payment_method: "payment_receipt" }))).toBe(false);
  });
});
