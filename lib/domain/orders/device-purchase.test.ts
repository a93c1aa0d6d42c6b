import { minor } from "../money/minor";
import { afterPayment, afterPlacing, NO_PURCHASE, transactionStatusOf } from "./device-purchase";

describe("the device's purchase state (product §3)", () => {
  it("records each order placed: the latest in purchaseId, a pick-up in taPurchaseId, an order to a place in otPurchaseId", () => {
    const takeAway = afterPlacing(NO_PURCHASE, { id: 10, service: "take_away", total: minor(26000), status: "pending" });
    expect(takeAway).toEqual({ purchaseId: 10, taPurchaseId: 10, otPurchaseId: null, shoppingCart: { total: 26000, transaction_status: "pending" }, orderedCount: 1 });
    const atTable = afterPlacing(takeAway, { id: 11, service: "on_table", total: minor(12000), status: "precheckout" });
    expect(atTable).toMatchObject({ purchaseId: 11, taPurchaseId: 10, otPurchaseId: 11, shoppingCart: { total: 12000, transaction_status: "precheckout" }, orderedCount: 2 });
    expect(afterPlacing(atTable, { id: 12, service: "cinema", total: minor(9000), status: "pending" })).toMatchObject({ otPurchaseId: 12, taPurchaseId: 10 });
    expect(afterPlacing(atTable, { id: 13, service: "grab_and_go", total: minor(9000), status: "pending" })).toMatchObject({ taPurchaseId: 13, otPurchaseId: 11 });
    expect(afterPlacing(atTable, { id: 14, service: "delivery", total: minor(40000), status: "pending" })).toMatchObject({ purchaseId: 14, taPurchaseId: 10, otPurchaseId: 11 });
  });

  it("follows the latest purchase's payment, and ignores another order's", () => {
    const placed = afterPlacing(NO_PURCHASE, { id: 10, service: "delivery", total: minor(40000), status: "pending" });
    expect(afterPayment(placed, { id: 10, status: "approved" }).shoppingCart).toEqual({ total: 40000, transaction_status: "approved" });
    expect(afterPayment(placed, { id: 9, status: "declined" })).toBe(placed);
    expect(afterPayment(placed, { id: 10, status: "pending" })).toBe(placed);
  });

  it("reads an unknown stored status as unconfirmed (product §4)", () => {
    expect(transactionStatusOf("approved")).toBe("approved");
    expect(transactionStatusOf("refunded")).toBe("gateway_not_found");
  });

  it("starts empty, as arriving on Main leaves it", () => {
    expect(NO_PURCHASE).toEqual({ purchaseId: null, taPurchaseId: null, otPurchaseId: null, shoppingCart: { total: 0, transaction_status: "precheckout" }, orderedCount: 0 });
  });
});
