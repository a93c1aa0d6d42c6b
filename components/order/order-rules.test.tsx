import { orderJson } from "@/tests/factories/order";
import { unfinishedPayment } from "./order-rules";

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
